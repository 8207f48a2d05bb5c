import { useEffect, useState } from "react";
import { toast } from "~/ui/toaster";
import { CardStep } from "~/features/payments";
import { formatTotal } from "~/lib/money";
import type { VoucherPayment } from "../pages/voucher-page";

const failedTitle = "Payment failed";

/**
 * The voucher's card step, an island (decision 0017): the same card forms as /checkout. Whatever the outcome, the
 * voucher's page is loaded again and asks the provider itself, so it shows the code only for a payment that went through.
 */
export function VoucherPay({ payment, payee }: { payment: VoucherPayment; payee: string }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const amountLabel = formatTotal(payment.amount);
  const reload = () => window.location.assign(payment.pagePath);
  const failed = (message: string | undefined) =>
    toast({ title: failedTitle, description: message ?? "Your card was not charged. Please try again.", variant: "destructive" });

  return (
    <CardStep
      payment={payment}
      amountLabel={amountLabel}
      payee={payee}
      returnPath={payment.pagePath}
      inBrowser={inBrowser}
      onPaid={reload}
      onFailed={failed}
      onPending={reload}
      onAuthenticated={reload}
    />
  );
}
