import type { Route } from "./+types/manage-consultation";
import { formPageHeaders } from "~/app/site/link-pages";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { rootData } from "~/app/site/route-meta";
import { ConsultationFields, consultationMessages, emptyConsultation, NotEligibleNote } from "~/features/consultations";
import { manageConsultationAction, manageConsultationLoader } from "~/features/booking/pages/manage-consultation-page.server";
import { FormError } from "~/ui/forms/form-error";
import { notForSearch, titleWithStudio } from "~/ui/seo";

/** Her consultation from the manage link (DESIGN 11): a plain form, no React in the browser, kept out of search and caches. */
export const handle = { ...withoutReact, ...notForSearch };
export const clientLoader = loadAsDocument;
export const loader = (args: Route.LoaderArgs) => manageConsultationLoader(args);
export const action = manageConsultationAction;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Your Consultation", rootData(matches).studio.name) },
  { name: "referrer", content: "same-origin" },
];

const ignore = () => undefined;

export default function ManageConsultation({ loaderData, actionData }: Route.ComponentProps) {
  const { form, state, open, manageHref } = loaderData;
  const back = (
    <p>
      <a href={manageHref} className="font-semibold text-plum-700 underline underline-offset-4">
        Back to your booking
      </a>
    </p>
  );
  const body = (() => {
    if (state === "done") {
      return (
        <div role="status" className="grid gap-3 rounded-2xl border border-emerald-700/40 bg-emerald-50 p-4 text-emerald-950">
          <p>{consultationMessages.answered}</p>
        </div>
      );
    }
    if (!open) return <p>{consultationMessages.closed}</p>;
    if (actionData?.notEligible) {
      return (
        <NotEligibleNote
          reasons={actionData.notEligible.reasons}
          suggestion={form.suggestion}
          outcome="Your answers have not been kept. Please contact us before your appointment so we can talk it through."
        />
      );
    }
    return (
      <form method="post" noValidate className="grid gap-5 rounded-3xl border border-blush-200 bg-white p-5 shadow-sm sm:p-8">
        <input type="hidden" name="formVersion" value={form.version} />
        <p className="text-sm text-muted">Fields marked with an asterisk (*) are required.</p>
        <ConsultationFields form={form} draft={actionData?.draft ?? emptyConsultation} onChange={ignore} errors={actionData?.fieldErrors ?? {}} offerStudio={false} />
        <FormError message={actionData?.message} />
        <div>
          <button type="submit" className="btn-primary">
            Send my answers
          </button>
        </div>
      </form>
    );
  })();
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-semibold sm:text-5xl">Answer your consultation</h1>
      </header>
      {/* The form's parts are headed at h3, as under /book's step heading: this h2 keeps the outline from jumping. */}
      <div className="mx-auto mt-10 grid max-w-3xl gap-6">
        <h2 className="text-2xl font-semibold">
          Your answers
        </h2>
        {body}
        {back}
      </div>
    </div>
  );
}
