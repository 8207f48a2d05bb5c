import { useEffect, useState } from "react";
import { TextField } from "~/ui/forms/text-field";
import { toast } from "~/ui/toaster";
import type { TeamResource } from "./team-data";
import { FormDialog } from "~/ui/admin/form-dialog";
import { useDialogAction } from "~/ui/admin/use-dialog-action";
import { ServiceChoice } from "./service-choice";

type Kind = TeamResource["kind"];
const kinds: { value: Kind; label: string }[] = [
  { value: "room", label: "A room" },
  { value: "machine", label: "A machine" },
];

/** A room or a machine and the services that need it: each booking of one of them takes it for its time. */
export function ResourceDialog({ resource, open, onClose, returnFocus }: { resource?: TeamResource; open: boolean; onClose: () => void; returnFocus: () => HTMLElement | null | undefined }) {
  const [kind, setKind] = useState<Kind>(resource?.kind ?? "machine");
  const [services, setServices] = useState<string[]>(resource?.services ?? []);
  useEffect(() => {
    if (!open) return;
    setKind(resource?.kind ?? "machine");
    setServices(resource?.services ?? []);
  }, [open, resource]);
  const action = useDialogAction<{ ok: true; name: string }>(open, (saved) => {
    toast({ title: `${saved.name} saved`, description: "Bookings of its services take it from now on." });
    onClose();
  });
  return (
    <FormDialog
      open={open}
      wide
      title={resource ? `Edit ${resource.name}` : "Add a room or machine"}
      description={<p>A booking of a service that needs it takes it for the booking's time, so two clients never share it.</p>}
      submitLabel="Save"
      action={action}
      onClose={onClose}
      returnFocus={returnFocus}
      onSubmit={(form) => action.submit(resource ? `/admin/team/resources/${resource.id}` : "/admin/team/resources", { name: String(form.get("name") ?? ""), kind, services })}
    >
      <TextField name="name" label="Name" autoComplete="off" required defaultValue={resource?.name} errors={action.fieldErrors.name} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-ink">Kind</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {kinds.map((choice) => (
            <label key={choice.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-blush-200 px-3 py-2">
              <input type="radio" name="kind" value={choice.value} checked={kind === choice.value} onChange={() => setKind(choice.value)} className="size-5 accent-plum-700" />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <ServiceChoice legend="Services that need it" chosen={services} onChange={setServices} error={action.fieldErrors.services?.[0]} />
    </FormDialog>
  );
}
