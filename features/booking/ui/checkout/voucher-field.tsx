import { Gift, LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { FormError } from "~/ui/forms/form-error";
import { TextField } from "~/ui/forms/text-field";
import { formatTotal } from "~/lib/money";
import type { FieldErrors } from "~/lib/forms";
import type { CheckoutVoucher } from "~/features/booking/vouchers/booking-vouchers";
import type { Answer } from "~/ui/runtime/send";
import { applyCheckoutVoucher, removeCheckoutVoucher } from "~/features/booking/ui/booking-api";

const unreachable = "We couldn't reach the studio's server. Please check your connection and try again.";

/** "•••• 7QXZ": the code's last four characters, as the staff see it; the whole code is never sent back. */
export function MaskedCode({ codeEnd }: { codeEnd: string }) {
  return (
    <span className="font-mono font-semibold whitespace-nowrap">
      <span aria-hidden="true">•••• </span>
      <span className="sr-only">code ending </span>
      {codeEnd}
    </span>
  );
}

/**
 * The checkout's "Gift voucher" field (docs/decisions/0026): the code goes to the server, which works out what the
 * voucher pays; the page then loads again, so the summary, the card form and the amount all come from the server.
 */
export function VoucherField({ bookingId, voucher, disabled }: { bookingId: string; voucher: CheckoutVoucher | null; disabled: boolean }) {
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const [working, setWorking] = useState(false);

  const settle = (answer: Answer<unknown>) => {
    if (answer.ok) {
      window.location.reload();
      return;
    }
    setWorking(false);
    const fieldMessage = answer.fieldErrors?.code;
    setErrors(answer.fieldErrors ?? {});
    setMessage(fieldMessage ? undefined : (answer.message ?? unreachable));
  };

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working || disabled) return;
    setWorking(true);
    setErrors({});
    setMessage(undefined);
    settle(await applyCheckoutVoucher(bookingId, code));
  };

  const remove = async () => {
    if (working || disabled) return;
    setWorking(true);
    setMessage(undefined);
    settle(await removeCheckoutVoucher(bookingId));
  };

  return (
    <section aria-labelledby="voucher-title" className="grid gap-3 rounded-2xl border border-blush-200 bg-blush-50/60 p-4 sm:p-5">
      <h3 id="voucher-title" className="flex items-center gap-2 text-lg font-semibold">
        <Gift aria-hidden="true" size={20} className="text-plum-700" />
        Gift voucher
      </h3>
      {voucher ? (
        <div className="grid gap-3">
          <p data-testid="voucher-applied">
            Voucher <MaskedCode codeEnd={voucher.codeEnd} /> pays <strong>{formatTotal(voucher.amountPence)}</strong>.{" "}
            {voucher.balancePence > 0
              ? `${formatTotal(voucher.balancePence)} stays on the voucher for next time.`
              : "Nothing is left on the voucher after this."}
          </p>
          <FormError message={message} />
          <button type="button" className="btn-secondary justify-self-start" disabled={working || disabled} onClick={() => void remove()}>
            {working && <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />}
            {working ? "Removing voucher..." : "Remove voucher"}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void apply(event)} className="grid gap-3">
          <TextField
            name="code"
            label="Voucher code"
            description="The 16 letters and numbers on your gift voucher."
            value={code}
            onChange={(event) => setCode(event.target.value)}
            errors={errors.code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="XXXX-XXXX-XXXX-XXXX"
          />
          <FormError message={message} />
          <button type="submit" className="btn-secondary w-full sm:w-auto sm:justify-self-start" disabled={working || disabled}>
            {working && <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />}
            {working ? "Applying..." : "Apply voucher"}
          </button>
        </form>
      )}
    </section>
  );
}
