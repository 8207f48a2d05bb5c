import { LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { SelectField } from "~/ui/forms/select-field";
import { TextField } from "~/ui/forms/text-field";
import { londonBoroughs } from "../studio-facts";
import { toast } from "~/ui/toaster";
import { formatDateTime } from "~/ui/admin/dates";
import type { ServicesAdminServer, ServicesData } from "./services-data";
import { useFetcherDone } from "~/ui/admin/use-fetcher-done";

/** The studio-wide facts staff keep up to date: the accessibility statement's review date and the special-treatment licence. */
export function StudioFactsForm({
  facts,
  lastChanges,
}: {
  facts: ServicesData["studioFacts"];
  lastChanges: ServicesData["studioFactChanges"];
}) {
  const fetcher = useFetcher<ServicesAdminServer["changeStudioFacts"]>();
  const [reviewedOn, setReviewedOn] = useState(facts.accessibilityReviewedOn);
  const saving = fetcher.state !== "idle";
  const errors =
    fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  const last = lastChanges.accessibilityReviewedOn;
  useFetcherDone(fetcher, (result) => {
    if (result.ok)
      toast({
        title: "Review date saved",
        description: "The accessibility statement shows it now.",
      });
    else
      toast({
        title: "The review date was not saved",
        description: result.message,
        variant: "destructive",
      });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void fetcher.submit(
      { accessibilityReviewedOn: reviewedOn },
      {
        method: "post",
        action: "/admin/studio-facts",
        encType: "application/json",
      },
    );
  };
  return (
    <section aria-labelledby="studio-facts-heading">
      <h2 id="studio-facts-heading" className="text-2xl font-semibold">
        Site
      </h2>
      <p className="mt-1 text-muted">
        Facts the website states about the studio as a whole.
      </p>
      <form
        noValidate
        onSubmit={submit}
        className="mt-4 grid max-w-2xl gap-4 rounded-2xl border border-blush-200 bg-white p-5"
      >
        <TextField
          name="accessibilityReviewedOn"
          label="Accessibility statement last reviewed"
          type="date"
          required
          value={reviewedOn}
          errors={errors?.accessibilityReviewedOn}
          description={
            <>
              Shown on{" "}
              <a
                href="/accessibility"
                className="text-plum-700 underline underline-offset-2 hover:text-plum-900"
              >
                the accessibility statement
              </a>
              .
              {last &&
                ` Last changed by ${last.actor}, ${formatDateTime(last.changedAt)}.`}
            </>
          }
          onChange={(event) => setReviewedOn(event.target.value)}
        />
        <div>
          <button
            type="submit"
            disabled={saving}
            className="btn-primary disabled:cursor-wait disabled:opacity-85"
          >
            {saving && (
              <LoaderCircle
                aria-hidden="true"
                size={18}
                className="animate-spin"
              />
            )}
            Save review date
          </button>
        </div>
      </form>
      <LicenceForm facts={facts} lastChanges={lastChanges} />
    </section>
  );
}

const boroughOptions = londonBoroughs.map((borough) => ({
  value: borough,
  label: borough,
}));

/** The London special-treatment licence: shown on the machine treatments' pages and /policies once both are set. */
function LicenceForm({
  facts,
  lastChanges,
}: {
  facts: ServicesData["studioFacts"];
  lastChanges: ServicesData["studioFactChanges"];
}) {
  const fetcher = useFetcher<ServicesAdminServer["changeStudioFacts"]>();
  const [licenceNumber, setLicenceNumber] = useState(facts.licenceNumber);
  const [licenceBorough, setLicenceBorough] = useState(facts.licenceBorough);
  const saving = fetcher.state !== "idle";
  const errors =
    fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  const last = lastChanges.licenceNumber ?? lastChanges.licenceBorough;
  useFetcherDone(fetcher, (result) => {
    if (result.ok)
      toast({
        title: "Licence saved",
        description:
          result.facts.licenceNumber && result.facts.licenceBorough
            ? "The treatment pages and policies show it now."
            : "No licence is shown until both are set.",
      });
    else
      toast({
        title: "The licence was not saved",
        description: result.message,
        variant: "destructive",
      });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void fetcher.submit(
      { licenceNumber, licenceBorough },
      {
        method: "post",
        action: "/admin/studio-facts",
        encType: "application/json",
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="licence-heading"
      className="mt-4 grid max-w-2xl gap-4 rounded-2xl border border-blush-200 bg-white p-5"
    >
      <h3 id="licence-heading" className="text-lg font-semibold">
        Special treatment licence
      </h3>
      <p className="-mt-2 text-sm text-muted">
        Shown on the pages of the electric, light and cold treatments and on{" "}
        <a
          href="/policies"
          className="text-plum-700 underline underline-offset-2 hover:text-plum-900"
        >
          the policies
        </a>{" "}
        once both are set; leave them empty to show none.
        {last &&
          ` Last changed by ${last.actor}, ${formatDateTime(last.changedAt)}.`}
      </p>
      <TextField
        name="licenceNumber"
        label="Licence number"
        value={licenceNumber}
        errors={errors?.licenceNumber}
        onChange={(event) => setLicenceNumber(event.target.value)}
      />
      <SelectField
        name="licenceBorough"
        label="Issued by (London borough)"
        placeholder="Not set"
        options={boroughOptions}
        value={licenceBorough}
        errors={errors?.licenceBorough}
        onChange={(event) => setLicenceBorough(event.target.value)}
      />
      <div>
        <button
          type="submit"
          disabled={saving}
          className="btn-primary disabled:cursor-wait disabled:opacity-85"
        >
          {saving && (
            <LoaderCircle
              aria-hidden="true"
              size={18}
              className="animate-spin"
            />
          )}
          Save licence
        </button>
      </div>
    </form>
  );
}
