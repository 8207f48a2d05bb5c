import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A page that takes a card: what is being paid for beside the "Secure payment" section, whose body is the children
 * (the booking's checkout, a gift voucher's page). On a phone the summary comes first.
 */
export function PaymentLayout({ summary, children, className = "" }: { summary: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={`grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] ${className}`}>
      <div className="grid gap-5 lg:sticky lg:top-24 lg:order-2">{summary}</div>
      <section aria-labelledby="payment-title" className="grid gap-5 rounded-3xl border border-blush-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="payment-title" className="flex items-center gap-2 text-2xl font-semibold">
          <ShieldCheck aria-hidden="true" size={24} className="text-plum-700" />
          Secure payment
        </h2>
        {children}
      </section>
    </div>
  );
}
