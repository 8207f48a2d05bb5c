import { Ban, Undo2 } from "lucide-react";
import { maskedVoucherCode, voucherStateLabels, type VoucherState } from "../voucher-admin";
import { voucherCancellation } from "../voucher-cancel";
import { cancellationRight } from "~/lib/cancellation-period";
import { formatDate, formatDateTime } from "~/ui/admin/dates";
import type { AdminVoucherRow } from "./vouchers-data";
import { Badge } from "~/ui/admin/badge";
import { formatTotal } from "~/lib/money";
import { STUDIO_ZONE } from "~/lib/studio-clock";

const stateTones: Record<VoucherState, "green" | "red" | "yellow" | "grey" | "plum"> = {
  unpaid: "yellow",
  active: "green",
  void: "red",
  expired: "grey",
  spent: "plum",
};

export const voucherHeadingId = (id: string) => `voucher-${id}`;

/** Whether the buyer may still cancel it under the 14-day right (docs/decisions/0036), and what it would refund. */
export function cancellationOf(voucher: AdminVoucherRow, now = new Date()) {
  return voucherCancellation({ ...voucher, paidAt: voucher.paidAt ? new Date(voucher.paidAt) : null }, now, STUDIO_ZONE);
}

type VoucherAction = (voucher: AdminVoucherRow, button: HTMLButtonElement) => void;

/** One voucher as staff see it: never its whole code, only the last four characters. */
export function VoucherCard({ voucher, onVoid, onCancel }: { voucher: AdminVoucherRow; onVoid: VoucherAction; onCancel?: VoucherAction }) {
  const cancellation = cancellationOf(voucher);
  const headingId = voucherHeadingId(voucher.id);
  const person = (name: string | null, email: string | null) => (name || email ? [name, email].filter(Boolean).join(", ") : "—");
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-mono text-lg font-semibold tracking-wide">
            <span className="sr-only">Voucher ending </span>
            <span aria-hidden="true">{maskedVoucherCode(voucher.codeEnd)}</span>
            <span className="sr-only">{voucher.codeEnd.split("").join(" ")}</span>
          </h3>
          <p className="mt-1 text-ink">
            {formatTotal(voucher.amountPence)} voucher, <strong>{formatTotal(voucher.balancePence)} left</strong>
          </p>
        </div>
        <Badge tone={stateTones[voucher.state]} label="Status">
          {voucherStateLabels[voucher.state]}
        </Badge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">Buyer: </dt>
          <dd className="inline break-words">{person(voucher.buyerName, voucher.buyerEmail)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Recipient: </dt>
          <dd className="inline break-words">{person(voucher.recipientName, voucher.recipientEmail)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Paid: </dt>
          <dd className="inline">
            {voucher.paidAt ? formatDateTime(voucher.paidAt) : "Not yet"}
            {voucher.paidAt && (voucher.issuedBy ? `, at the studio (sold by ${voucher.issuedBy})` : ", online")}
          </dd>
        </div>
        {voucher.serviceName && (
          <div>
            <dt className="inline font-semibold">Treatment: </dt>
            <dd className="inline">{voucher.serviceName}</dd>
          </div>
        )}
        {voucher.sendOn && (
          <div>
            <dt className="inline font-semibold">Emailed on: </dt>
            <dd className="inline">{voucher.sendOn}</dd>
          </div>
        )}
        <div>
          <dt className="inline font-semibold">Expires: </dt>
          <dd className="inline">{voucher.expiresAt ? formatDate(voucher.expiresAt) : "—"}</dd>
        </div>
        {voucher.voidedAt && (
          <div className="sm:col-span-2">
            <dt className="inline font-semibold">Voided: </dt>
            <dd className="inline">
              {formatDateTime(voucher.voidedAt)} by {voucher.voidedBy}
            </dd>
          </div>
        )}
      </dl>
      {voucher.redemptions.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Not spent yet.</p>
      ) : (
        <div className="mt-3">
          <h4 className="text-sm font-semibold">Spent</h4>
          <ul className="mt-1 grid gap-1 text-sm">
            {voucher.redemptions.map((redemption) => (
              <li key={redemption.id} className={redemption.reversedAt && redemption.returnedPence === redemption.amountPence ? "text-muted line-through" : undefined}>
                {formatDateTime(redemption.createdAt)}: {formatTotal(redemption.amountPence)}
                {redemption.bookingId ? ` towards booking ${redemption.bookingId.slice(0, 8)}` : ""}
                {/* A late cancellation gives back only part (docs/decisions/0031): the rest stays spent. */}
                {redemption.reversedAt && (
                  <span className="no-underline">
                    {" "}
                    ({redemption.returnedPence === redemption.amountPence ? "given back" : `${formatTotal(redemption.returnedPence ?? 0)} given back`} {formatDateTime(redemption.reversedAt)})
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {voucher.status !== "void" && (
        <div className="mt-4 flex flex-wrap gap-3">
          {onCancel && cancellation.allowed && (
            <button type="button" onClick={(event) => onCancel(voucher, event.currentTarget)} className="btn-secondary">
              <Undo2 aria-hidden="true" size={18} />
              Cancel and refund<span className="sr-only"> voucher ending {voucher.codeEnd}</span> ({cancellationRight.days}-day right)
            </button>
          )}
          <button type="button" onClick={(event) => onVoid(voucher, event.currentTarget)} className="btn-secondary border-red-800 text-red-800 hover:bg-red-50">
            <Ban aria-hidden="true" size={18} />
            Void voucher<span className="sr-only"> ending {voucher.codeEnd}</span>
          </button>
        </div>
      )}
    </article>
  );
}
