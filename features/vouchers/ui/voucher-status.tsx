import { CheckCircle2, Printer } from "lucide-react";
import { PaymentLayout } from "~/features/payments";
import type { ReactNode } from "react";
import type { VoucherView } from "../pages/voucher-page";

/** While printing, only the voucher: the site's header, footer and buttons stay on screen. */
export const printStyles =
  "@media print{body{background:#fff}body>*:not(main),header,footer,[data-no-print],[data-toast-region]{display:none!important}main{padding:0!important}}";

/** Shown by app/enhance/voucher-pages.ts, which gives it something to do (there is nothing to print with no script). */
export function PrintButton() {
  return (
    <button type="button" data-print hidden className="btn-primary">
      <Printer aria-hidden="true" size={18} />
      Print this voucher
    </button>
  );
}

function Summary({ voucher }: { voucher: VoucherView }) {
  const rows: [string, string][] = [
    ["Voucher", voucher.worth],
    ["For", voucher.recipientName ? `${voucher.recipientName} (${voucher.recipientEmail})` : "You, to print or pass on"],
    ["Emailed on", voucher.sendOnLabel],
  ];
  return (
    <aside aria-labelledby="voucher-summary-title" className="grid gap-4 rounded-3xl border border-blush-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="voucher-summary-title" className="text-xl font-semibold">
        Your gift voucher
      </h2>
      <dl className="grid gap-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
        {voucher.message && (
          <div>
            <dt className="text-sm text-muted">Message</dt>
            <dd className="whitespace-pre-line break-words italic">“{voucher.message}”</dd>
          </div>
        )}
      </dl>
    </aside>
  );
}

/**
 * The voucher's page: unpaid, its summary beside the card step (`children`, the island); paid, the code shown to
 * the buyer and the way to the printable voucher.
 */
export function VoucherStatus({
  voucher,
  studio,
  beforePaying,
  children,
}: {
  voucher: VoucherView;
  studio: string;
  /** The pre-contract information shown beside the summary while unpaid (docs/decisions/0035). */
  beforePaying?: ReactNode;
  children: ReactNode;
}) {
  if (voucher.state === "unpaid") {
    return (
      <>
        <header className="mx-auto max-w-2xl text-center">
          <p className="font-semibold tracking-wide text-plum-700 uppercase">Gift Vouchers</p>
          <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Pay for your voucher</h1>
          <p className="mt-4 text-lg text-muted">Once it's paid, you'll see the voucher's code here and we'll email your receipt.</p>
        </header>
        <PaymentLayout
          className="mt-10"
          summary={
            <>
              <Summary voucher={voucher} />
              {beforePaying}
            </>
          }
        >
          {children}
        </PaymentLayout>
      </>
    );
  }
  if (voucher.state === "void") {
    return (
      <section className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-semibold">This voucher has been cancelled</h1>
        <p className="mt-4 text-lg text-muted">Please contact {studio} if you have any questions about it.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="voucher-ready-title" className="mx-auto grid max-w-2xl gap-6 text-center">
      <CheckCircle2 aria-hidden="true" size={48} className="mx-auto text-plum-700" />
      <h1 id="voucher-ready-title" className="text-4xl font-semibold sm:text-5xl">
        Your gift voucher is ready
      </h1>
      <p className="text-lg text-muted">
        Thank you{voucher.buyerName ? `, ${voucher.buyerName}` : ""}! We've emailed your receipt.{" "}
        {voucher.recipientName
          ? `${voucher.recipientName} will receive the voucher by email on ${voucher.sendOnLabel}.`
          : `We'll email you the voucher on ${voucher.sendOnLabel}.`}
      </p>
      <div className="rounded-3xl border border-blush-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{voucher.worth} voucher code</p>
        <p className="mt-2 font-mono text-2xl font-bold tracking-widest break-all text-ink sm:text-3xl" data-voucher-code>
          {voucher.code}
        </p>
        {voucher.expiresLabel && <p className="mt-2 text-muted">Valid until {voucher.expiresLabel}</p>}
      </div>
      <p className="flex flex-wrap justify-center gap-3">
        <a href={voucher.printPath} className="btn-primary">
          <Printer aria-hidden="true" size={18} />
          View and print the voucher
        </a>
        <a href="/gift-vouchers" className="btn-secondary">
          Buy another voucher
        </a>
      </p>
      <p className="text-sm text-muted">Keep this page's address to yourself: it shows the code, which spends the voucher.</p>
    </section>
  );
}

export function VoucherNotFound({ studio }: { studio: { name: string; email: string } }) {
  return (
    <section className="container-page py-20 text-center" aria-labelledby="voucher-error-title">
      <title>{`Voucher Not Found | ${studio.name}`}</title>
      <h1 id="voucher-error-title" className="text-4xl font-semibold">
        We couldn't find that voucher
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        The link may be incomplete: please open it again from your email. Or write to{" "}
        <a href={`mailto:${studio.email}?subject=Gift%20voucher`} className="font-semibold text-plum-700 underline">
          {studio.email}
        </a>
        .
      </p>
    </section>
  );
}
