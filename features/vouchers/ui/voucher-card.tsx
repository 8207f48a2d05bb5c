import { Gift } from "lucide-react";
import type { VoucherView } from "../pages/voucher-page";

/**
 * The voucher as it is printed or passed on: what it is worth, for whom, the code, until when, and how to spend it.
 * `redeem` is the studio's sentence (voucher-emails.ts), so the printed voucher and the email say the same.
 */
export function VoucherCard({ voucher, studio, redeem }: { voucher: VoucherView; studio: string; redeem: string }) {
  return (
    <article
      aria-labelledby="voucher-card-title"
      className="mx-auto grid max-w-2xl gap-5 rounded-3xl border-4 border-double border-plum-700 bg-white p-6 text-center shadow-sm sm:p-10 print:shadow-none"
    >
      <p className="flex items-center justify-center gap-2 font-semibold tracking-wide text-plum-700 uppercase">
        <Gift aria-hidden="true" size={20} />
        {studio}
      </p>
      <h1 id="voucher-card-title" className="font-display text-4xl font-semibold sm:text-5xl">
        Gift Voucher
      </h1>
      <p className="text-3xl font-semibold text-plum-900">{voucher.worth}</p>
      {voucher.recipientName && (
        <p className="text-lg">
          For <strong>{voucher.recipientName}</strong>, from <strong>{voucher.buyerName}</strong>
        </p>
      )}
      {voucher.message && <blockquote className="mx-auto max-w-prose text-lg whitespace-pre-line text-muted italic">“{voucher.message}”</blockquote>}
      {voucher.code && (
        <div className="rounded-2xl bg-blush-50 p-4 print:border print:border-plum-700">
          <p className="text-sm font-semibold tracking-wide text-muted uppercase">Voucher code</p>
          <p className="mt-1 font-mono text-2xl font-bold tracking-widest break-all text-ink sm:text-3xl" data-voucher-code>
            {voucher.code}
          </p>
        </div>
      )}
      {voucher.expiresLabel && (
        <p>
          Valid until <strong>{voucher.expiresLabel}</strong>
        </p>
      )}
      <p className="text-sm text-muted">{redeem}</p>
    </article>
  );
}
