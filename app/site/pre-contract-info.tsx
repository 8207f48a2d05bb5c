import { CANCELLATION_FORM_PATH, cancellationPeriod } from "~/features/booking";
import { formatAddress, telHref, type Studio } from "~/features/studio";

/**
 * The right to cancel something bought outright (a gift voucher, a membership), in the words the block shows; a
 * booking's are the booking policy's own (bookingCancellationRightPoints).
 */
export const purchaseCancellationRightPoints = (what: string): readonly string[] => [
  `You may cancel your ${what} within ${cancellationPeriod.days} days of buying it, without giving a reason.`,
  "Not yet used, it is refunded in full to the card you paid with; partly used, you pay only for what you have used.",
  "To cancel, tell us by email, post or phone. You may use the model cancellation form, but you don't have to.",
];

const inlineLink = "font-semibold text-plum-700 underline underline-offset-4 hover:text-plum-900";

/**
 * What she must know before she pays for a distance contract (Consumer Contracts Regulations 2013, reg 13 and
 * Schedule 2; docs/decisions/0035): who sells and where they are, the total, the cancellation policy, the 14-day
 * right and how to use it, and the model cancellation form. One block for /checkout, a gift voucher's payment page
 * and the join pages; each passes its own total, policy and right.
 */
export function PreContractInfo({
  studio,
  total,
  policy,
  right,
  className = "",
}: {
  studio: Studio;
  /** "£35.00", or "£45.00 a month": the total price, taxes included, as she will pay it. */
  total: string;
  /** The cancellation policy, unless the page already states it beside the block (the join pages' terms). */
  policy?: { title: string; points: readonly string[] };
  right: readonly string[];
  className?: string;
}) {
  return (
    <section aria-labelledby="pre-contract-title" className={`grid gap-4 rounded-3xl border border-blush-200 bg-white p-5 text-sm shadow-sm sm:p-6 ${className}`}>
      <h2 id="pre-contract-title" className="text-xl font-semibold">
        Before you pay
      </h2>
      <dl className="grid gap-2">
        <div>
          <dt className="text-muted">You are buying from</dt>
          <dd className="font-medium">
            {studio.name}, {formatAddress(studio)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Contact</dt>
          <dd className="font-medium break-words">
            <a href={telHref(studio.phone)} className={inlineLink}>
              {studio.phone}
            </a>{" "}
            ·{" "}
            <a href={`mailto:${studio.email}`} className={inlineLink}>
              {studio.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted">Total price, taxes included</dt>
          <dd className="font-medium">{total}</dd>
        </div>
      </dl>
      {policy && (
        <div>
          <h3 className="font-semibold">{policy.title}</h3>
          <ul className="mt-1 grid list-disc gap-1 pl-5">
            {policy.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="font-semibold">Your {cancellationPeriod.days}-day right to cancel</h3>
        <ul className="mt-1 grid list-disc gap-1 pl-5">
          {right.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <p>
        <a href={CANCELLATION_FORM_PATH} className={inlineLink}>
          The model cancellation form
        </a>
      </p>
    </section>
  );
}
