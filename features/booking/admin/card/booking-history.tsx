import { useFetcher } from "~/ui/admin/dashboard-page";
import { paymentLabel, statusLabel } from "../../rules/booking-badges";
import { formatDateTime } from "~/ui/admin/dates";
import type { BookingAdminServer } from "../booking-admin-data";
import { formatTotal } from "~/lib/money";

const actorWords: Record<string, string> = { client: "The client", payment: "The payment provider", system: "The system" };
/** Staff by the member's name, with the account that signed the change; an account since removed by what the audit kept. */
const who = (actor: string, username: string | null, memberName: string | null) =>
  actor === "staff" ? (memberName && username ? `${memberName} (${username})` : (username ?? "Staff")) : (actorWords[actor] ?? actor);
const refundStatusWords: Record<string, string> = { pending: "On its way", succeeded: "Refunded", failed: "Failed" };

/** What a change did, in words: "Pending → Cancelled; payment Paid → Refunded", or "Details changed". */
function changeWords(change: { fromStatus: string; toStatus: string; fromPaymentStatus: string | null; toPaymentStatus: string | null }): string {
  const parts = [];
  if (change.fromStatus !== change.toStatus) parts.push(`${statusLabel(change.fromStatus)} → ${statusLabel(change.toStatus)}`);
  if (change.toPaymentStatus) parts.push(`payment ${paymentLabel(change.fromPaymentStatus ?? "")} → ${paymentLabel(change.toPaymentStatus)}`);
  return parts.length > 0 ? parts.join("; ") : "No change of status";
}

/**
 * The booking's audit history (who, when, what, why) and its refunds, loaded when staff open it: most bookings are
 * never looked into, so the list does not carry them.
 */
export function BookingHistory({ bookingId, name }: { bookingId: string; name: string }) {
  const fetcher = useFetcher<BookingAdminServer["bookingHistory"]>();
  const history = fetcher.data?.ok ? fetcher.data : undefined;
  return (
    <details
      className="mt-3 text-sm"
      onToggle={(event) => {
        if (event.currentTarget.open) void fetcher.load(`/admin/bookings/${bookingId}/history`);
      }}
    >
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-plum-700 underline underline-offset-2">
        History and refunds<span className="sr-only"> for {name}</span>
      </summary>
      <div aria-live="polite" aria-busy={fetcher.state !== "idle"} className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {!history ? (
          <p className="text-muted">{fetcher.data && !fetcher.data.ok ? fetcher.data.message : "Loading the history..."}</p>
        ) : (
          <>
            <ol aria-label={`Changes to ${name}'s booking`} className="grid gap-2">
              {history.changes.map((change) => (
                <li key={change.id} className="rounded-xl bg-blush-50 px-3 py-2 [overflow-wrap:anywhere]">
                  <p>
                    <span className="font-semibold">{formatDateTime(change.changedAt)}</span> · {who(change.actor, change.username, change.memberName)}: {changeWords(change)}
                  </p>
                  {change.reason && <p className="text-muted">Why: {change.reason}</p>}
                </li>
              ))}
              {history.changes.length === 0 && <li className="text-muted">No changes recorded yet.</li>}
            </ol>
            {history.refunds.length > 0 && (
              <div className="min-w-0 overflow-x-auto">
                <table className="w-full text-left">
                  <caption className="mb-1 text-left font-semibold">Refunds</caption>
                  <thead>
                    <tr className="border-b border-blush-200">
                      <th scope="col" className="py-1 pr-3">Amount</th>
                      <th scope="col" className="py-1 pr-3">Status</th>
                      <th scope="col" className="py-1 pr-3">Who</th>
                      <th scope="col" className="py-1 pr-3">Reason</th>
                      <th scope="col" className="py-1">When</th>
                    </tr>
                  </thead>
                  <tbody>
                    {history.refunds.map((refund) => (
                      <tr key={refund.id} className="border-b border-blush-100 align-top">
                        <td className="py-1 pr-3 font-semibold">{formatTotal(refund.amountPence)}</td>
                        <td className="py-1 pr-3">{refundStatusWords[refund.status] ?? refund.status}</td>
                        <td className="py-1 pr-3">{who(refund.actor, refund.username, refund.memberName)}</td>
                        <td className="py-1 pr-3 break-words">{refund.reason ?? "—"}</td>
                        <td className="py-1 whitespace-nowrap">{formatDateTime(refund.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </div>
    </details>
  );
}
