import type { CheckoutSummaryData } from "~/features/booking/pages/checkout-page";
import { formatTotal } from "~/lib/money";
import { memberPriceLabels } from "~/features/booking/rules/booking-messages";
import { MaskedCode } from "./voucher-field";

/** Who, what, when and how much, as the server holds the booking (rendered with the page: nothing shifts). */
export function CheckoutSummary({ booking }: { booking: CheckoutSummaryData }) {
  const rows: [string, React.ReactNode][] = [
    ["Name", booking.name],
    ["Email", booking.email],
    ...(booking.phone ? ([["Phone", booking.phone]] as [string, string][]) : []),
    [
      booking.items.length === 1 ? "Service" : "Services",
      <ul key="services" className="grid gap-1">
        {booking.items.map((service) => (
          <li key={`${service.id}:${service.name}`} className="grid gap-0.5">
            <span className="flex justify-between gap-3">
              <span>{service.name}</span>
              <span className="whitespace-nowrap">{formatTotal(service.pricePence)}</span>
            </span>
            {service.memberPence > 0 && (
              <span className="flex justify-between gap-3 text-sm text-muted">
                <span>{service.included ? memberPriceLabels.included : memberPriceLabels.saving}</span>
                <span className="whitespace-nowrap">−{formatTotal(service.memberPence)}</span>
              </span>
            )}
          </li>
        ))}
      </ul>,
    ],
    ["Date and time", booking.when],
    ...(booking.patchTest ? ([["Patch test", booking.patchTest]] as [string, string][]) : []),
    ...(booking.notes ? ([["Special requests", booking.notes]] as [string, string][]) : []),
  ];
  return (
    <section aria-labelledby="checkout-summary-title" className="rounded-3xl border border-blush-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="checkout-summary-title" className="text-2xl font-semibold">
        Booking summary
      </h2>
      <dl className="mt-4 grid gap-3">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-0.5 border-b border-blush-100 pb-3">
            <dt className="text-sm font-semibold text-plum-800">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 pt-1 text-lg font-semibold text-plum-900">
          <dt>Total</dt>
          <dd>{formatTotal(booking.totalPence)}</dd>
        </div>
        {booking.memberPence > 0 && (
          <div className="flex items-baseline justify-between gap-3">
            <dt>{memberPriceLabels.saving}</dt>
            <dd className="whitespace-nowrap" data-testid="member-saving">
              −{formatTotal(booking.memberPence)}
            </dd>
          </div>
        )}
        {booking.voucher && (
          <div className="flex items-baseline justify-between gap-3">
            <dt>
              Gift voucher <MaskedCode codeEnd={booking.voucher.codeEnd} />
            </dt>
            <dd className="whitespace-nowrap">−{formatTotal(booking.voucher.amountPence)}</dd>
          </div>
        )}
        {(booking.voucher || booking.memberPence > 0) && (
          <div className="flex items-baseline justify-between gap-3 border-t border-blush-100 pt-3 text-lg font-semibold text-plum-900">
            <dt>To pay by card</dt>
            <dd data-testid="amount-due">{formatTotal(booking.duePence)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
