import { LoaderCircle, Mail, Phone, UserRound } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { toast } from "~/ui/toaster";
import { actionLabels, isBookingStatus, staffActions, type BookingStatus } from "../../rules/booking-status";
import { amountDuePence } from "../../rules/amount-due";
import { courseStaffLine } from "../../courses/course-view";
import { isCourseSession } from "../../rules/course-rules";
import { isFreeBooking } from "../../rules/booking-badges";
import { memberPriceLabels } from "../../rules/booking-messages";
import { noEmailGiven } from "../../emails/booking-emails";
import { patchTestWindow } from "../../rules/patch-test-rule";
import { refundablePence } from "../../rules/change-policy";
import { formatAppointment, formatDateTime } from "~/ui/admin/dates";
import { formatTotal } from "~/lib/money";
import type { AdminBooking, BookingAdminServer } from "../booking-admin-data";
import { DateBadge, PaymentBadge, StatusBadge } from "../booking-badges";
import { useFetcherDone } from "~/ui/admin/use-fetcher-done";
import { lazyPart } from "~/ui/admin/lazy-part";
import type { BookingDialog } from "./booking-dialogs";
import { StuckRefundLine } from "../stuck-refund-line";
import { BookingHistory } from "./booking-history";
import { HealthAnswersDisclosure } from "./health-answers-disclosure";
import { PatchTestResultForm } from "./patch-test-result-form";
import { consultationStateLabels } from "~/features/consultations";

const { booked, passed } = patchTestWindow;
const patchTestNotes: Record<string, string> = {
  recent: `Had a patch test within the last ${passed.maxMonths} months`,
  separate: `Booking a separate patch test at least ${booked.minHours} hours before`,
};
/** A treatment whose own patch test was cancelled (cancelling the test alone leaves the treatment booked). */
const patchTestCancelledNote = `Patch test cancelled: this treatment cannot go ahead without one ${booked.minHours} to ${booked.maxHours} hours before it. Book her a new patch test, or move or cancel this booking.`;

// Most visits open no dialog: their code (and the form kit's) comes with the first one opened.
const dialogs = () => import("./booking-dialogs");
const CancelDialog = lazyPart(() => dialogs().then((module) => module.CancelDialog));
const RefundDialog = lazyPart(() => dialogs().then((module) => module.RefundDialog));
const MoveDialog = lazyPart(() => dialogs().then((module) => module.MoveDialog));
const NoticeDialog = lazyPart(() => dialogs().then((module) => module.NoticeDialog));

export const bookingHeadingId = (id: string) => `booking-${id}-name`;

/**
 * One booking: who, what, when, how much, its state, and the changes the workflow allows from here
 * (features/booking/rules/booking-status.ts, which the server enforces too). Everything the client typed is plain text.
 */
export function BookingCard({
  booking,
  now,
  changing,
  onChange,
  practitioners,
}: {
  booking: AdminBooking;
  now: Date;
  /** Who a move may go to (the diary grid's practitioners); without them, a move keeps her practitioner. */
  practitioners?: readonly { id: string; name: string }[];
  /** The status this booking is being moved to, while the request is out. */
  changing: BookingStatus | undefined;
  onChange: (booking: AdminBooking, to: BookingStatus, button: HTMLButtonElement) => void;
}) {
  const status = isBookingStatus(booking.status) ? booking.status : undefined;
  // Cancel has its own dialog below; the rest are the workflow's one-click changes, offered only when allowed now.
  const actions = status ? staffActions({ ...booking, status, paymentStatus: booking.paymentStatus as never }, now).filter((to) => to !== "cancelled") : [];
  const active = status === "pending" || status === "confirmed";
  const canCancel = active;
  const canMove = active && booking.startsAt !== null;
  const canRefund = refundablePence(booking) > 0;
  const canRecordPayment = active && booking.source === "staff" && booking.totalPence > 0 && (booking.paymentStatus === "unpaid" || booking.paymentStatus === "failed");
  const [dialog, setDialog] = useState<BookingDialog>();
  const [mounted, setMounted] = useState<BookingDialog>();
  const opener = useRef<HTMLButtonElement | null>(null);
  const payment = useFetcher<BookingAdminServer["bookingChange"]>();
  useFetcherDone(payment, (answer) => {
    if (answer.ok) {
      toast({ title: "Payment recorded", description: `${booking.name}'s booking is marked paid at the studio (${formatTotal(amountDuePence(booking))}).` });
      document.getElementById(bookingHeadingId(booking.id))?.focus();
    } else toast({ title: "Could not record the payment", description: answer.message, variant: "destructive" });
  });
  const open = (which: BookingDialog) => (event: React.MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setMounted(which);
    setDialog(which);
  };
  // Back to the button that opened the dialog, or to the booking's name when the change removed that button.
  const returnFocus = () => (opener.current?.isConnected && !opener.current.disabled ? opener.current : document.getElementById(bookingHeadingId(booking.id)));
  const busy = changing !== undefined || payment.state !== "idle";
  const heldUntil = booking.status === "pending" && booking.paymentStatus !== "paid" && booking.holdExpiresAt;
  return (
    <article aria-labelledby={bookingHeadingId(booking.id)} className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 id={bookingHeadingId(booking.id)} tabIndex={-1} className="text-xl font-semibold break-words focus:outline-none focus-visible:underline">
          {booking.name}
        </h3>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={booking.status} />
          <PaymentBadge paymentStatus={booking.paymentStatus} refundedPence={booking.refundedPence} courseSession={isCourseSession(booking)} free={isFreeBooking(booking)} />
          <DateBadge value={booking.startsAt ?? booking.preferredDate} now={now} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-[1.2fr_1.2fr_1fr_auto]">
        <div className="col-span-2 min-w-0 lg:col-span-1">
          <dt className="font-semibold text-muted">Contact</dt>
          <dd className="mt-0.5 grid gap-1">
            {booking.email ? (
              <a href={`mailto:${booking.email}`} className="inline-flex min-h-6 items-center gap-1.5 break-all text-plum-700 underline underline-offset-2 hover:text-plum-900">
                <Mail aria-hidden="true" size={14} className="shrink-0" />
                {booking.email}
              </a>
            ) : (
              <span className="text-muted">Email {noEmailGiven}</span>
            )}
            {booking.phone && (
              <a href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`} className="inline-flex min-h-6 items-center gap-1.5 text-plum-700 underline underline-offset-2 hover:text-plum-900">
                <Phone aria-hidden="true" size={14} className="shrink-0" />
                {booking.phone}
              </a>
            )}
            {booking.clientId && (
              <a href={`/admin/clients/${booking.clientId}`} className="inline-flex min-h-6 items-center gap-1.5 text-plum-700 underline underline-offset-2 hover:text-plum-900">
                <UserRound aria-hidden="true" size={14} className="shrink-0" />
                Client record<span className="sr-only"> of {booking.name}</span>
              </a>
            )}
          </dd>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <dt className="font-semibold text-muted">Appointment (London)</dt>
          <dd className="mt-0.5">{formatAppointment(booking)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="font-semibold text-muted">Service</dt>
          <dd className="mt-0.5 break-words">{booking.service}</dd>
          {booking.course && <dd className="mt-0.5 text-muted">Course: {courseStaffLine(booking.course)}</dd>}
        </div>
        <div>
          <dt className="font-semibold text-muted">Total</dt>
          <dd className="mt-0.5 font-semibold">{formatTotal(booking.totalPence)}</dd>
          {/* A voucher's part is not on the card: refunds reach only the rest (docs/decisions/0026). */}
          {booking.voucherPence > 0 && <dd className="mt-0.5 text-muted">{formatTotal(booking.voucherPence)} by gift voucher</dd>}
          {/* Never paid, so never refunded (docs/decisions/0029). */}
          {booking.memberPence > 0 && (
            <dd className="mt-0.5 text-muted">
              {memberPriceLabels.saving}: −{formatTotal(booking.memberPence)}
            </dd>
          )}
        </div>
      </dl>
      {booking.stuckRefunds?.map((refund) => (
        <p key={refund.id} role="note" className="mt-3 rounded-xl border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
          <StuckRefundLine refund={refund} />
        </p>
      ))}
      {active && booking.patchTestCancelled && (
        <p role="note" className="mt-3 rounded-xl border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
          {patchTestCancelledNote}
        </p>
      )}
      {(booking.notes || booking.patchTest || booking.consultation || heldUntil || booking.cancellationReason === "hold-expired") && (
        <div className="mt-3 grid gap-1 text-sm">
          {booking.notes && (
            <p className="rounded-xl bg-blush-50 px-3 py-2 break-words whitespace-pre-line">
              <span className="font-semibold">Notes: </span>
              {booking.notes}
            </p>
          )}
          {/* A cancelled test is said above; "booked" beside it would contradict it. */}
          {booking.patchTest && !(booking.patchTestCancelled && booking.patchTest === "booked") && (
            <p className="text-muted">Patch test: {patchTestNotes[booking.patchTest] ?? booking.patchTest}</p>
          )}
          {booking.consultation && (
            <p className="text-muted">
              Consultation: {consultationStateLabels[booking.consultation]}
              {booking.consultation === "done" && booking.clientId && (
                <>
                  {" · "}
                  <a href={`/admin/clients/${booking.clientId}#health-heading`} className="text-plum-700 underline underline-offset-2 hover:text-plum-900">
                    answers in her record
                  </a>
                </>
              )}
            </p>
          )}
          {booking.consultation === "done" && <HealthAnswersDisclosure bookingId={booking.id} />}
          {heldUntil &&
            (new Date(heldUntil) > now ? (
              <p className="text-muted">Slot held for payment until {formatDateTime(heldUntil)}</p>
            ) : (
              <p className="text-muted">Not paid in time: the hold ended {formatDateTime(heldUntil)} and the slot is free again.</p>
            ))}
          {booking.cancellationReason === "hold-expired" && <p className="text-muted">Cancelled automatically: the payment hold expired.</p>}
        </div>
      )}
      <PatchTestResultForm booking={booking} now={now} />
      <BookingHistory bookingId={booking.id} name={booking.name} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-blush-100 pt-3">
        <p className="text-sm text-muted">
          Booked {formatDateTime(booking.createdAt)}
          {booking.source === "staff" && (booking.payAtStudio ? " by the studio, to pay at the studio" : " by the studio")}
        </p>
        {(actions.length > 0 || canCancel || canRefund || canMove || canRecordPayment) && (
          <div className="flex flex-wrap gap-2">
            {actions.map((to) => (
              <button
                key={to}
                type="button"
                disabled={busy}
                aria-label={`${actionLabels[to]} booking for ${booking.name}`}
                onClick={(event) => onChange(booking, to, event.currentTarget)}
                className="btn-primary min-w-28 disabled:cursor-wait disabled:opacity-70"
              >
                {changing === to && <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />}
                {actionLabels[to]}
              </button>
            ))}
            {canRecordPayment && (
              <button
                type="button"
                disabled={busy}
                aria-label={`Record ${formatTotal(amountDuePence(booking))} paid at the studio for ${booking.name}`}
                onClick={() => void payment.submit({}, { method: "post", action: `/admin/bookings/${booking.id}/record-payment`, encType: "application/json" })}
                className="btn-secondary disabled:cursor-wait disabled:opacity-70"
              >
                {payment.state !== "idle" && <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />}
                {/* What to take at the till: the price less what a gift voucher or membership already covered. */}
                Record {formatTotal(amountDuePence(booking))} paid at the studio
              </button>
            )}
            {canMove && (
              <button type="button" disabled={busy} aria-label={`Move booking for ${booking.name}`} onClick={open("move")} className="btn-secondary disabled:opacity-70">
                Move
              </button>
            )}
            {canRefund && (
              <button type="button" disabled={busy} aria-label={`Refund booking for ${booking.name}`} onClick={open("refund")} className="btn-secondary disabled:opacity-70">
                Refund
              </button>
            )}
            {canCancel && (
              <button type="button" disabled={busy} aria-label={`Emailed notice for ${booking.name}: record her cancellation`} onClick={open("notice")} className="btn-secondary disabled:opacity-70">
                Emailed notice
              </button>
            )}
            {canCancel && (
              <button
                type="button"
                disabled={busy}
                aria-label={`${actionLabels.cancelled} booking for ${booking.name}`}
                onClick={open("cancel")}
                className="btn-secondary min-w-28 border-red-800 text-red-800 hover:bg-red-50 disabled:opacity-70"
              >
                {actionLabels.cancelled}
              </button>
            )}
          </div>
        )}
      </div>
      {/* Mounted once opened, never before (a list keeps no idle dialogs), and closed rather than unmounted, so the
          dialog can undo what it did to the page (the inert background) as it closes. */}
      <Suspense fallback={null}>
        {mounted === "cancel" && <CancelDialog booking={booking} open={dialog === "cancel"} onClose={() => setDialog(undefined)} returnFocus={returnFocus} />}
        {mounted === "refund" && <RefundDialog booking={booking} open={dialog === "refund"} onClose={() => setDialog(undefined)} returnFocus={returnFocus} />}
        {mounted === "move" && <MoveDialog booking={booking} practitioners={practitioners} open={dialog === "move"} onClose={() => setDialog(undefined)} returnFocus={returnFocus} />}
        {mounted === "notice" && <NoticeDialog booking={booking} open={dialog === "notice"} onClose={() => setDialog(undefined)} returnFocus={returnFocus} />}
      </Suspense>
    </article>
  );
}
