import { LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { TextField } from "~/app/ui/forms/text-field";
import { toast } from "~/app/ui/toaster";
import { formatDateTime } from "~/features/staff/dashboard-dates";
import type { AdminServer, ServicesData } from "~/features/staff/ui/admin-data";
import { useFetcherDone } from "~/features/staff/ui/use-fetcher-done";

/** The studio-wide facts staff keep up to date: for now the accessibility statement's review date. */
export function StudioFactsForm({ facts, lastChanges }: { facts: ServicesData["studioFacts"]; lastChanges: ServicesData["studioFactChanges"] }) {
  const fetcher = useFetcher<AdminServer["changeStudioFacts"]>();
  const [reviewedOn, setReviewedOn] = useState(facts.accessibilityReviewedOn);
  const saving = fetcher.state !== "idle";
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  const last = lastChanges.accessibilityReviewedOn;
  useFetcherDone(fetcher, (result) => {
    if (result.ok) toast({ title: "Review date saved", description: "The accessibility statement shows it now." });
    else toast({ title: "The review date was not saved", description: result.message, variant: "destructive" });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void fetcher.submit({ accessibilityReviewedOn: reviewedOn }, { method: "post", action: "/admin/studio-facts", encType: "application/json" });
  };
  return (
    <section aria-labelledby="studio-facts-heading">
      <h2 id="studio-facts-heading" className="text-2xl font-semibold">
        Site
      </h2>
      <p className="mt-1 text-muted">Facts the website states about the studio as a whole.</p>
      <form noValidate onSubmit={submit} className="mt-4 grid max-w-2xl gap-4 rounded-2xl border border-blush-200 bg-white p-5">
        <TextField
          name="accessibilityReviewedOn"
          label="Accessibility statement last reviewed"
          type="date"
          required
          value={reviewedOn}
          errors={errors?.accessibilityReviewedOn}
          description={
            <>
              Shown on <a href="/accessibility" className="text-plum-700 underline underline-offset-2 hover:text-plum-900">the accessibility statement</a>.
              {last && ` Last changed by ${last.actor}, ${formatDateTime(last.changedAt)}.`}
            </>
          }
          onChange={(event) => setReviewedOn(event.target.value)}
        />
        <div>
          <button type="submit" disabled={saving} className="btn-primary disabled:cursor-wait disabled:opacity-85">
            {saving && <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />}
            Save review date
          </button>
        </div>
      </form>
    </section>
  );
}
