import { LoaderCircle, Plus, Trash2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { FieldError } from "~/ui/forms/field-error";
import { TextField } from "~/ui/forms/text-field";
import { toast } from "~/ui/toaster";
import { GRID_MINUTES, serviceStates } from "../service-changes";
import type { ServiceState } from "../catalogue-types";
import type { AdminService, ServicesAdminServer } from "./services-data";
import { ConfirmDialog } from "~/ui/admin/confirm-dialog";
import { useFetcherDone } from "~/ui/admin/use-fetcher-done";
import { formatPrice, penceToPounds, poundsToPence } from "~/lib/money";
import { formatDays } from "~/lib/display-time";
import { stateWords } from "./service-words";

type PackageForm = { key: number; name: string; sessions: string; durationMinutes: string; pricePence: string };
type ServiceForm = {
  pricePence: string;
  durationMinutes: string;
  durationLabel: string;
  state: ServiceState;
  launchText: string;
  earlyBirdPricePence: string;
  packages: PackageForm[];
};

let nextKey = 0;
const packageForm = (pkg?: AdminService["packages"][number]): PackageForm => ({
  key: nextKey++,
  name: pkg?.name ?? "",
  sessions: pkg ? String(pkg.sessions) : "",
  durationMinutes: pkg ? String(pkg.durationMinutes) : "",
  pricePence: pkg ? penceToPounds(pkg.pricePence) : "",
});

const formOf = (service: AdminService): ServiceForm => ({
  pricePence: penceToPounds(service.pricePence),
  durationMinutes: String(service.durationMinutes),
  durationLabel: service.durationLabel,
  state: service.state,
  launchText: service.launchText ?? "",
  earlyBirdPricePence: service.earlyBirdPricePence === null ? "" : penceToPounds(service.earlyBirdPricePence),
  packages: service.packages.map(packageForm),
});

const stateHints: Record<ServiceState, string> = {
  live: "clients can book it",
  "coming-soon": "shown with its launch text and waitlist, not bookable",
  paused: "shown with its launch text, not bookable for now",
};

const legendClass = "text-lg font-semibold";

/**
 * A service's facts as staff edit them: prices in pounds, minutes on the diary's 15-minute grid, the state, and the
 * packages. The server checks every rule (the staff API's); its messages show beside their fields. Making a
 * coming-soon service live launches it, which emails its waitlist, so that is confirmed first.
 */
export function ServiceEditor({ service, earlyAccessDays }: { service: AdminService; earlyAccessDays: number }) {
  const fetcher = useFetcher<ServicesAdminServer["changeService"]>();
  const [form, setForm] = useState(() => formOf(service));
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const packageList = useRef<HTMLDivElement>(null);
  const saving = fetcher.state !== "idle";
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  const launching = service.state === "coming-soon" && form.state === "live";

  useFetcherDone(fetcher, (result) => {
    setConfirming(false);
    if (result.ok) {
      toast({ title: `${service.name} saved`, description: "Every page and the next booking use the new facts." });
      return;
    }
    toast({ title: `${service.name} was not saved`, description: result.message, variant: "destructive" });
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  });

  const save = () => {
    const { packages, ...facts } = form;
    const body = { ...facts, packages: packages.map(({ key: _key, ...pkg }) => pkg) };
    void fetcher.submit(body, { method: "post", action: `/admin/services/${service.slug}`, encType: "application/json" });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (launching) setConfirming(true);
    else save();
  };
  const set = <K extends keyof ServiceForm>(key: K, value: ServiceForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const field = (key: "pricePence" | "durationMinutes" | "durationLabel" | "launchText" | "earlyBirdPricePence") => ({
    name: key,
    value: form[key],
    errors: errors?.[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  const earlyBirdPence = poundsToPence(form.earlyBirdPricePence);
  const setPackage = (key: number, change: Partial<PackageForm>) => set("packages", form.packages.map((pkg) => (pkg.key === key ? { ...pkg, ...change } : pkg)));
  const addPackage = () => {
    set("packages", [...form.packages, packageForm()]);
    requestAnimationFrame(() => packageList.current?.querySelector<HTMLInputElement>("fieldset:last-of-type input")?.focus());
  };
  const removePackage = (key: number) => {
    set("packages", form.packages.filter((pkg) => pkg.key !== key));
    addButton.current?.focus();
  };
  const stateErrorId = `${service.slug}-state-error`;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={`Edit ${service.name}`} className="mt-4 grid gap-6 border-t border-blush-200 pt-4">
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className={`${legendClass} mb-2`}>Price and time</legend>
        <TextField label="Price (£)" inputMode="decimal" autoComplete="off" required description="One appointment, or the “From” price." {...field("pricePence")} />
        <TextField label="Minutes" type="number" inputMode="numeric" min={GRID_MINUTES} step={GRID_MINUTES} required description={`In steps of ${GRID_MINUTES}.`} {...field("durationMinutes")} />
        <TextField label="Duration as clients read it" required description="e.g. “1 hour”." maxLength={40} {...field("durationLabel")} />
      </fieldset>

      <fieldset aria-describedby={errors?.state ? stateErrorId : undefined} className="grid gap-2">
        <legend className={`${legendClass} mb-2`}>Can clients book it?</legend>
        {serviceStates.map((state) => (
          <label key={state} className="flex min-h-11 items-center gap-3">
            <input type="radio" name={`${service.slug}-state`} value={state} checked={form.state === state} onChange={() => set("state", state)} className="size-5 shrink-0 accent-plum-700" />
            <span>
              <span className="font-semibold">{stateWords[state]}</span>: {stateHints[state]}
            </span>
          </label>
        ))}
        <FieldError id={stateErrorId} message={errors?.state?.[0]} />
        <div className="grid gap-4 sm:grid-cols-2">
          {form.state !== "live" && (
            <TextField label="Launch text" required maxLength={60} description="Where pages say when it arrives, e.g. “Returning in the spring”. Name no year." {...field("launchText")} />
          )}
          <TextField
            label="Early-bird price (£)"
            inputMode="decimal"
            autoComplete="off"
            description="What the waitlist's early-access links book at when it launches. Empty: the normal price."
            {...field("earlyBirdPricePence")}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className={`${legendClass} mb-2`}>Packages</legend>
        {errors?.packages && <FieldError id={`${service.slug}-packages-error`} message={errors.packages[0]} />}
        <div ref={packageList} className="grid gap-3">
          {form.packages.length === 0 && <p className="text-muted">Sold as single appointments: no packages.</p>}
          {form.packages.map((pkg, index) => {
            const error = (name: string) => errors?.[`packages.${index}.${name}`];
            return (
              <fieldset key={pkg.key} className="grid grid-cols-2 items-end gap-3 rounded-xl border border-blush-200 bg-blush-50 p-3 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]">
                <legend className="sr-only">Package {index + 1}</legend>
                <div className="col-span-2 sm:col-span-1">
                  <TextField name={`packages.${index}.name`} label="Name" required maxLength={60} value={pkg.name} errors={error("name")} onChange={(event) => setPackage(pkg.key, { name: event.target.value })} />
                </div>
                <TextField name={`packages.${index}.sessions`} label="Sessions" type="number" inputMode="numeric" min={1} required value={pkg.sessions} errors={error("sessions")} onChange={(event) => setPackage(pkg.key, { sessions: event.target.value })} />
                <TextField name={`packages.${index}.durationMinutes`} label="Minutes each" type="number" inputMode="numeric" min={GRID_MINUTES} step={GRID_MINUTES} required value={pkg.durationMinutes} errors={error("durationMinutes")} onChange={(event) => setPackage(pkg.key, { durationMinutes: event.target.value })} />
                <TextField name={`packages.${index}.pricePence`} label="Price (£)" inputMode="decimal" autoComplete="off" required value={pkg.pricePence} errors={error("pricePence")} onChange={(event) => setPackage(pkg.key, { pricePence: event.target.value })} />
                <button type="button" className="btn-secondary" onClick={() => removePackage(pkg.key)}>
                  <Trash2 aria-hidden="true" size={18} />
                  Remove<span className="sr-only"> package {index + 1}{pkg.name && `, ${pkg.name}`}</span>
                </button>
              </fieldset>
            );
          })}
        </div>
        <div>
          <button ref={addButton} type="button" className="btn-secondary" onClick={addPackage}>
            <Plus aria-hidden="true" size={18} />
            Add package
          </button>
        </div>
      </fieldset>

      <div>
        <button ref={saveButton} type="submit" disabled={saving} className="btn-primary disabled:cursor-wait disabled:opacity-85">
          {saving && <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />}
          {launching ? `Launch ${service.name}` : "Save changes"}
        </button>
      </div>

      <ConfirmDialog
        open={confirming}
        title={`Launch ${service.name}?`}
        confirmLabel={`Launch ${service.name}`}
        keepLabel="Not yet"
        working={saving}
        onConfirm={save}
        onClose={() => setConfirming(false)}
        returnFocus={() => saveButton.current}
      >
        {earlyAccessDays > 0 ? (
          <>
            <p>
              Everyone on its waitlist is emailed a personal early-access link
              {earlyBirdPence === undefined ? ` at the normal price (${formatPrice(service.pricePence)})` : ` at the early-bird price (${formatPrice(earlyBirdPence)})`}, and
              can book for {formatDays(earlyAccessDays)} before it opens to everyone.
            </p>
            <p>The emails cannot be called back once sent.</p>
          </>
        ) : (
          <p>It opens to everyone at once: early access is turned off (LAUNCH_EARLY_ACCESS_DAYS is 0), so no emails are sent.</p>
        )}
      </ConfirmDialog>
    </form>
  );
}
