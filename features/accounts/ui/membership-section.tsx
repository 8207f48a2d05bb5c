import { CircleAlert, Crown } from "lucide-react";
import { membershipMessages, membershipStatusText, membershipTermsCopy, type MembershipView } from "~/features/memberships";
import { formatLondonDate } from "~/lib/display-time";
import { cancellationRight } from "~/lib/cancellation-period";
import { formatPrice, formatTotal } from "~/lib/money";
import type { AccountPageData } from "../account-view";

const day = (iso: string | null) => (iso ? formatLondonDate(new Date(iso)) : "Not yet");

const kindWords = { brow: "brow services", machine: "machine treatments" } as const;

function Facts({ membership }: { membership: MembershipView }) {
  const rows: [string, string][] = [
    ["Membership", `Dreams Club ${membership.tierName}`],
    ["Status", membershipStatusText[membership.status].label],
    ["Monthly price", formatPrice(membership.pricePence)],
    ["Member since", day(membership.startedAt)],
    ["Minimum term ends", day(membership.minimumTermEnd)],
    membership.nextPayment
      ? ["Next payment", `${formatPrice(membership.nextPayment.amountPence)} on ${day(membership.nextPayment.on)}`]
      : ["Next payment", "None"],
    ...(membership.cancelAt ? ([["Ends on", day(membership.cancelAt)]] as [string, string][]) : []),
    [
      "Included this month",
      membership.perksActive
        ? `${membership.included.leftThisMonth} of ${membership.included.perMonth} ${kindWords[membership.included.kind]} left`
        : "Paused",
    ],
    ["Member discount", membership.perksActive ? `${membership.discountPercent}% off` : "Paused"],
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-blush-100 py-1 sm:block">
          <dt className="font-semibold text-plum-800">{label}</dt>
          <dd className="text-right sm:text-left">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Her Dreams Club membership on /account (a page without React): its facts, its state explained, and cancelling in
 * two steps, the second stating the day it would end (plain links and forms, so it works without JavaScript).
 */
export function MembershipSection({ membership, confirmCancel, membershipNotice }: Pick<AccountPageData, "membership" | "confirmCancel" | "membershipNotice">) {
  const live = membership && membership.status !== "ended" && membership.status !== "incomplete";
  return (
    <section aria-labelledby="membership-title" className="mt-10 rounded-3xl border border-blush-200 bg-white p-6 shadow-sm">
      <h2 id="membership-title" className="flex items-center gap-2 text-2xl font-semibold">
        <Crown aria-hidden="true" size={22} className="text-plum-700" />
        Dreams Club
      </h2>
      {membershipNotice === "cancelled" && membership?.cancelAt && (
        <p role="status" className="mt-4 rounded-2xl bg-blush-50 p-4 font-medium text-plum-800">
          Your membership is cancelled. It continues until {day(membership.cancelAt)}, and nothing is charged after that.
        </p>
      )}
      {membershipNotice === "cancelled" && membership?.status === "ended" && (
        <p role="status" className="mt-4 rounded-2xl bg-blush-50 p-4 font-medium text-plum-800">
          Your membership has ended and nothing more will be charged. Your refund is on its way to the card you paid with, and we&rsquo;ve
          emailed you the receipt.
        </p>
      )}
      {(membershipNotice === "unavailable" || membershipNotice === "not-cancellable") && (
        <p role="alert" className="mt-4 flex gap-2 rounded-2xl border border-red-700 bg-red-50 p-4 font-medium text-red-800">
          <CircleAlert aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
          {membershipNotice === "unavailable" ? membershipMessages.cancelUnavailable : membershipMessages.notCancellable}
        </p>
      )}
      {!live ? (
        <>
          <p className="mt-2">
            {membership?.status === "ended"
              ? `Your ${membership.tierName} membership has ended. We'd love to have you back.`
              : "You're not a member yet. Members save on every treatment and get treatments included each month."}
          </p>
          <a href="/services#dreams-club" className="btn-secondary mt-4">
            See the memberships
          </a>
        </>
      ) : (
        <>
          <p className={`mt-2 ${membership.perksActive ? "" : "flex gap-2 rounded-2xl border border-gold-600 bg-cream p-4"}`}>
            {!membership.perksActive && <CircleAlert aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-gold-600" />}
            {membershipStatusText[membership.status].explain}
          </p>
          <Facts membership={membership} />
          {membership.cancel.allowed && membership.cancel.takesEffect && (
            <div className="mt-6">
              {confirmCancel ? (
                <div role="group" aria-labelledby="cancel-title" className="rounded-2xl border border-red-700 bg-red-50 p-5">
                  <h3 id="cancel-title" className="text-xl font-semibold text-red-900">
                    Cancel your membership?
                  </h3>
                  {membership.coolingOff ? (
                    <p className="mt-2">
                      You joined less than {cancellationRight.days} days ago, so the minimum term does not apply: your membership would end{" "}
                      <strong>today</strong> and we would refund <strong>{formatTotal(membership.coolingOff.refundPence)}</strong>
                      {membership.coolingOff.refundPence >= membership.coolingOff.paidPence
                        ? `, all you paid, to the card you paid with.`
                        : ` of the ${formatTotal(membership.coolingOff.paidPence)} you paid to the card you paid with: the rest is what the member prices and included treatments you used were worth.`}{" "}
                      You can do this until the end of {day(new Date(new Date(membership.coolingOff.until).getTime() - 1).toISOString())}.
                    </p>
                  ) : (
                    <p className="mt-2">
                      Your membership would end on <strong>{day(membership.cancel.takesEffect)}</strong>
                      {membership.minimumTermEnd && membership.cancel.takesEffect === membership.minimumTermEnd
                        ? ", the end of your minimum term: your monthly payments continue until then."
                        : ", the end of the month you've paid for."}{" "}
                      Your perks continue until that day.
                    </p>
                  )}
                  <p className="mt-2 text-sm text-muted">{membershipTermsCopy.cancellation}</p>
                  <div className="mt-4 flex flex-wrap gap-3">
                    <form method="post">
                      <input type="hidden" name="intent" value="cancel-membership" />
                      <button type="submit" className="btn-primary bg-red-800 hover:bg-red-900">
                        Yes, cancel my membership
                      </button>
                    </form>
                    <a href="/account#membership-title" className="btn-secondary">
                      Keep my membership
                    </a>
                  </div>
                </div>
              ) : (
                <a href="/account?cancel-membership#cancel-title" className="btn-secondary">
                  Cancel membership
                </a>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
