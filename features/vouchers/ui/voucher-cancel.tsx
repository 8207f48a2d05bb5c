import { CircleAlert } from "lucide-react";
import { cancellationRight } from "~/lib/cancellation-period";
import type { VoucherCancelView } from "../pages/voucher-page";
import { voucherRefundSentence } from "../voucher-cancel";

/**
 * The buyer's 14-day right to cancel on the voucher's page (docs/decisions/0036), in two steps without JavaScript: a
 * link to the confirmation that states the refund, then its form.
 */
export function VoucherCancel({ cancel }: { cancel: VoucherCancelView }) {
  if (cancel.state === "done") {
    return (
      <p role="status" id="cancel-title" className="mx-auto mt-10 max-w-2xl rounded-2xl bg-blush-50 p-4 text-center font-medium text-plum-800">
        {voucherRefundSentence(cancel.refundPence, cancel.paidPence, { done: true })} We&rsquo;ve emailed you the receipt.
      </p>
    );
  }
  if (cancel.state === "refused") {
    return (
      <p role="alert" id="cancel-title" className="mx-auto mt-10 flex max-w-2xl gap-2 rounded-2xl border border-red-700 bg-red-50 p-4 font-medium text-red-800">
        <CircleAlert aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
        {cancel.message}
      </p>
    );
  }
  return (
    <section aria-labelledby="cancel-title" className="mx-auto mt-10 max-w-2xl rounded-3xl border border-blush-200 bg-white p-6" data-no-print>
      <h2 id="cancel-title" className="text-xl font-semibold">
        {cancel.confirm ? "Cancel this voucher?" : "Changed your mind?"}
      </h2>
      <p className="mt-2">
        You can cancel this voucher within {cancellationRight.days} days of buying it, until the end of {cancel.lastDayLabel}.{" "}
        {voucherRefundSentence(cancel.refundPence, cancel.paidPence)}
      </p>
      {cancel.confirm ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className="btn-primary bg-red-800 hover:bg-red-900">
              Yes, cancel and refund
            </button>
          </form>
          <a href="?" className="btn-secondary">
            Keep my voucher
          </a>
        </div>
      ) : (
        <a href="?cancel#cancel-title" className="btn-secondary mt-4">
          Cancel this voucher
        </a>
      )}
    </section>
  );
}
