import { staffVoucherRefundSentence } from "../voucher-cancel";
import type { AdminVoucherRow } from "./vouchers-data";
import { FormDialog } from "~/ui/admin/form-dialog";
import { NoticeFields, noticeFrom } from "~/ui/admin/notice-fields";
import { useDialogAction } from "~/ui/admin/use-dialog-action";
import { cancellationRight } from "~/lib/cancellation-period";
import { formatTotal } from "~/lib/money";
import { cancellationOf } from "./voucher-card";

export interface VoucherCancelled {
  ok: true;
  id: string;
  paidPence: number;
  refundPence: number;
  refundStatus: "pending" | "succeeded" | "failed";
}

/**
 * The buyer's 14-day cancellation of a voucher bought online (docs/decisions/0036), asked now or received earlier by
 * email (the model form): the refund is stated before staff confirm, and the server works it out again.
 */
export function CancelVoucherDialog({
  voucher,
  onClose,
  onCancelled,
  returnFocus,
}: {
  voucher: AdminVoucherRow | undefined;
  onClose: () => void;
  onCancelled: (answer: VoucherCancelled, voucher: AdminVoucherRow) => void;
  returnFocus: () => HTMLElement | null | undefined;
}) {
  const action = useDialogAction<VoucherCancelled>(voucher !== undefined, (answer) => voucher && onCancelled(answer, voucher));
  const quote = voucher ? cancellationOf(voucher) : undefined;
  return (
    <FormDialog
      open={voucher !== undefined}
      title="Cancel and refund this voucher?"
      description={
        voucher && (
          <p>
            The buyer cancels the {formatTotal(voucher.amountPence)} voucher ending {voucher.codeEnd} within her {cancellationRight.days} days.{" "}
            {quote?.allowed && staffVoucherRefundSentence(quote.refundPence, quote.paidPence)}
          </p>
        )
      }
      submitLabel="Cancel and refund"
      destructive
      action={action}
      onClose={onClose}
      returnFocus={returnFocus}
      onSubmit={(form) =>
        voucher &&
        action.submit(`/admin/vouchers/${voucher.id}/cancel`, noticeFrom(form))
      }
    >
      <NoticeFields errors={action.fieldErrors} />
    </FormDialog>
  );
}
