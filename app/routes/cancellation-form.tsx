import type { Route } from "./+types/cancellation-form";
import { pageMeta } from "~/app/site/route-meta";
import { loadAsDocument, noLoaderData, withoutReact } from "~/app/hydration";
import { BulletList } from "~/features/content-pages/ui/policies/bullet-list";
import { bookingCancellationRightPoints, CANCELLATION_FORM_PATH } from "~/features/booking";
import { formatAddress, useStudio } from "~/features/studio";
import { modelCancellationForm } from "~/content/cancellation-form";

/** Needs no JavaScript: served without React hydration. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;
export const loader = noLoaderData;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Cancellation Form",
    description: (studio) => `The model cancellation form for a booking, gift voucher or membership bought from ${studio} online or by phone.`,
    path: CANCELLATION_FORM_PATH,
  });

const inlineLink = "font-semibold text-plum-700 underline underline-offset-4 hover:text-plum-900";

/**
 * The model cancellation form of Schedule 3 Part B with the studio's name, address, phone and email filled in
 * (docs/decisions/0035): to print, or to copy into an email.
 */
export default function CancellationForm() {
  const studio = useStudio();
  return (
    <div className="container-page py-14">
      <p className="font-semibold tracking-wide text-plum-700 uppercase">Your right to cancel</p>
      <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Cancellation form</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">
        You don't have to use this form: an email, a letter or the manage link in your booking email does just as well.
        It is here for anyone who would like the standard wording.
      </p>
      <section aria-labelledby="right-title" className="mt-10 max-w-3xl">
        <h2 id="right-title" className="text-2xl font-semibold">
          Cancelling a booking
        </h2>
        <BulletList items={bookingCancellationRightPoints} className="mt-4" />
        <p className="mt-4">
          Gift vouchers and Dreams Club memberships bought online can be cancelled within the same time after you buy
          them: see{" "}
          <a href="/policies#gift-vouchers" className={inlineLink}>
            gift voucher
          </a>{" "}
          and{" "}
          <a href="/policies#dreams-club" className={inlineLink}>
            membership
          </a>{" "}
          policies.
        </p>
      </section>
      <section aria-labelledby="model-form-title" className="mt-10 max-w-3xl rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="model-form-title" className="text-2xl font-semibold">
          {modelCancellationForm.title}
        </h2>
        <p className="mt-2 text-muted">{modelCancellationForm.instruction}</p>
        <p className="mt-6">
          To {studio.name}, {formatAddress(studio)}; telephone {studio.phone}; email{" "}
          <a href={`mailto:${studio.email}`} className={inlineLink}>
            {studio.email}
          </a>
          :
        </p>
        <p className="mt-4">{modelCancellationForm.notice}</p>
        <dl className="mt-6 grid gap-5">
          {modelCancellationForm.lines.map((line) => (
            <div key={line} className="border-b border-dashed border-plum-700/50 pb-6">
              <dt>{line}</dt>
              <dd className="sr-only">to be filled in</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-muted">{modelCancellationForm.footnote}</p>
      </section>
    </div>
  );
}
