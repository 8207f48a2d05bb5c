import { TextAreaField, TextField } from "~/ui/forms/text-field";
import { voucherTerms } from "../voucher-rules";
import { FormDialog } from "~/ui/admin/form-dialog";
import { useDialogAction } from "~/ui/admin/use-dialog-action";
import { formatPrice } from "~/lib/money";
import type { AdminVoucherRow } from "./vouchers-data";

/** A voucher sold and paid at the desk: it is live at once, and its code comes back this once, for the card. */
export function IssueVoucherDialog({
  open,
  onClose,
  onIssued,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  onIssued: (issued: { code: string; voucher: AdminVoucherRow }) => void;
  returnFocus: () => HTMLElement | null | undefined;
}) {
  const action = useDialogAction<{ ok: true; code: string; voucher: AdminVoucherRow }>(open, (answer) => {
    onIssued({ code: answer.code, voucher: answer.voucher });
    onClose();
  });
  const text = (form: FormData, name: string) => String(form.get(name) ?? "");
  return (
    <FormDialog
      open={open}
      wide
      title="Issue a gift voucher"
      description={
        <p>
          For a voucher paid for in the studio. It can be spent at once, for {voucherTerms.validMonths} months. Its code is shown once, to write on the card.
        </p>
      }
      submitLabel="Issue voucher"
      action={action}
      onClose={onClose}
      returnFocus={returnFocus}
      onSubmit={(form) =>
        action.submit("/admin/vouchers", {
          amount: text(form, "amount"),
          buyerName: text(form, "buyerName"),
          buyerEmail: text(form, "buyerEmail"),
          recipientName: text(form, "recipientName"),
          recipientEmail: text(form, "recipientEmail"),
          message: text(form, "message"),
        })
      }
    >
      <TextField
        name="amount"
        label="Amount (£)"
        inputMode="decimal"
        autoComplete="off"
        required
        description={`From ${formatPrice(voucherTerms.minPence)} to ${formatPrice(voucherTerms.maxPence)}, paid at the desk.`}
        errors={action.fieldErrors.amount}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="buyerName" label="Buyer's name" autoComplete="off" required errors={action.fieldErrors.buyerName} />
        <TextField name="buyerEmail" label="Buyer's email" type="email" autoComplete="off" required errors={action.fieldErrors.buyerEmail} />
        <TextField name="recipientName" label="Recipient's name (optional)" autoComplete="off" errors={action.fieldErrors.recipientName} />
        <TextField name="recipientEmail" label="Recipient's email (optional)" type="email" autoComplete="off" errors={action.fieldErrors.recipientEmail} />
      </div>
      <TextAreaField name="message" label="Message (optional)" rows={3} errors={action.fieldErrors.message} />
    </FormDialog>
  );
}
