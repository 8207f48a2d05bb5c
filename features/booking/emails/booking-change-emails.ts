/**
 * The emails of a booking changed: cancelled, moved, refunded (a refund of a payment that found no booking too),
 * and the studio's notice of a change she made through the manage link.
 */
import { compose, link, optional, signOff, studioInbox, type Block, type EmailContext, type EmailMessage } from "~/features/mail";
import { formatLondonDateTime } from "~/lib/display-time";
import { formatTotal } from "~/lib/money";
import { refundSentence, voucherBackSentence } from "../rules/change-policy";
import { sessionCancelledSentence } from "../rules/course-rules";
import {
  composeFor,
  appointmentOf,
  treatmentNames,
  manageBlocks,
  appointmentRows,
  appointmentAndPolicy,
  type BookingForEmail,
  noEmailGiven,
  bookingReference,
  calendarFile,
} from "./booking-email-parts";

/** Who cancelled, which decides how the email speaks. */
export interface CancellationFacts {
  by: "client" | "studio";
  /** What the cancellation refunds (0: nothing). */
  refundPence: number;
  /** What goes back on the gift voucher of what it paid (all of it unless she cancelled late, docs/decisions/0031). */
  voucherBackPence: number;
  /** What staff wrote, shown to the client when the studio cancelled. */
  reason?: string | null;
  /** A course's session: whether it went back to the course (docs/decisions/0021). */
  courseSession?: "returned" | "used";
  /** What it did to her patch test or to the treatment it was for (cancellationEffect). */
  patchTestNote?: string | null;
}

export function bookingCancelledEmail(booking: BookingForEmail, context: EmailContext, facts: CancellationFacts): EmailMessage | null {
  const when = formatLondonDateTime(appointmentOf(booking).startsAt);
  const opening =
    facts.by === "client"
      ? `Hello ${booking.name}, as you asked, we have cancelled your appointment on ${when}.`
      : `Hello ${booking.name}, we are sorry: we have had to cancel your appointment on ${when}.`;
  const blocks: Block[] = [
    { type: "heading", text: "Your appointment is cancelled" },
    { type: "paragraph", text: opening },
    ...optional<Block>(facts.by === "studio" && Boolean(facts.reason), { type: "quote", text: facts.reason ?? "" }),
    { type: "details", rows: appointmentRows(booking, context) },
    {
      type: "paragraph",
      text: facts.refundPence > 0 ? `${refundSentence(facts.refundPence)} We will email you a receipt once it is made.` : refundSentence(0),
    },
    ...optional<Block>((booking.voucherPence ?? 0) > 0, { type: "paragraph", text: voucherBackSentence(facts.voucherBackPence, booking.voucherPence ?? 0, { done: true }) }),
    ...optional<Block>(facts.courseSession !== undefined, { type: "paragraph", text: sessionCancelledSentence(facts.courseSession === "returned") }),
    ...optional<Block>(Boolean(facts.patchTestNote), { type: "paragraph", text: facts.patchTestNote ?? "" }),
    { type: "paragraph", text: "The attached calendar file (appointment.ics) takes the appointment out of your calendar." },
    ...manageBlocks(context, "See your booking"),
    { type: "button", label: "Book another time", href: link(context.origin, "/book") },
    signOff(context),
  ];
  return composeFor(booking, "booking-cancelled", `Cancelled: ${treatmentNames(booking)} on ${when}`, blocks, context, {
    attachments: [calendarFile(booking, context, { method: "CANCEL" })],
    toName: booking.name,
  });
}

export function bookingRescheduledEmail(
  booking: BookingForEmail,
  context: EmailContext,
  { previousStartsAt, patchTestMoved }: { previousStartsAt: Date; patchTestMoved?: { previousStartsAt: Date; booking: BookingForEmail } },
): EmailMessage | null {
  const when = formatLondonDateTime(appointmentOf(booking).startsAt);
  const patch = patchTestMoved?.booking;
  const patchMoved = patchTestMoved
    ? `Your free patch test has moved with it, from ${formatLondonDateTime(patchTestMoved.previousStartsAt)} to ${formatLondonDateTime(appointmentOf(patchTestMoved.booking).startsAt)}.`
    : "";
  const blocks: Block[] = [
    { type: "heading", text: patch ? "Your appointment and your patch test have moved" : "Your appointment has moved" },
    { type: "paragraph", text: `Hello ${booking.name}, your appointment on ${formatLondonDateTime(previousStartsAt)} is now on ${when}.` },
    ...optional<Block>(Boolean(patch), { type: "paragraph", text: patchMoved }),
    ...appointmentAndPolicy(booking, context).slice(0, 1),
    {
      type: "paragraph",
      text: patch
        ? "The attached calendar files (appointment.ics and patch-test.ics) update both appointments in your calendar."
        : "The attached calendar file (appointment.ics) updates the appointment in your calendar.",
    },
    ...appointmentAndPolicy(booking, context).slice(1),
  ];
  return composeFor(booking, "booking-rescheduled", `Moved: ${treatmentNames(booking)} now on ${when}`, blocks, context, {
    attachments: [calendarFile(booking, context), ...(patch ? [{ ...calendarFile(patch, context), filename: "patch-test.ics" }] : [])],
    toName: booking.name,
  });
}

/** A refund receipt: sent when the provider has made the refund. */
export function refundReceiptEmail(
  booking: BookingForEmail,
  context: EmailContext,
  refund: { amountPence: number; refundedAt: Date; totalRefundedPence: number; note?: string },
): EmailMessage | null {
  const reference = bookingReference(booking.id);
  const blocks: Block[] = [
    { type: "heading", text: "Refund made" },
    { type: "paragraph", text: `Hello ${booking.name}, ${refundSentence(refund.amountPence, { done: true })} Banks usually take 5 to 10 working days to show it.` },
    ...optional<Block>(Boolean(refund.note), { type: "paragraph", text: refund.note ?? "" }),
    {
      type: "details",
      rows: [
        ["Refunded", formatTotal(refund.amountPence)],
        ["Date", formatLondonDateTime(refund.refundedAt)],
        ["Refunded in all", `${formatTotal(refund.totalRefundedPence)} of ${formatTotal(booking.totalPence)}`],
        ["Booking reference", reference],
      ],
    },
    { type: "paragraph", text: `Questions about your refund? Reply to this email or call us on ${context.studio.phone} and quote ${reference}.` },
    ...manageBlocks(context, "See your booking"),
    signOff(context),
  ];
  return composeFor(booking, "refund-receipt", `Refund: ${formatTotal(refund.amountPence)} (booking ${reference})`, blocks, context, { toName: booking.name });
}

/**
 * A card payment the booking did not need (a gift voucher had changed what was due, or it was already paid) has been
 * refunded in full (docs/decisions/0032): what happened and that her booking stands as it was.
 */
export function strayPaymentRefundEmail(
  booking: BookingForEmail,
  context: EmailContext,
  refund: { amountPence: number; refundedAt: Date; note: string },
): EmailMessage | null {
  const reference = bookingReference(booking.id);
  const blocks: Block[] = [
    { type: "heading", text: "Refund made" },
    { type: "paragraph", text: `Hello ${booking.name}, ${refund.note} ${refundSentence(refund.amountPence, { done: true })} Banks usually take 5 to 10 working days to show it.` },
    {
      type: "details",
      rows: [
        ["Refunded", formatTotal(refund.amountPence)],
        ["Date", formatLondonDateTime(refund.refundedAt)],
        ["Booking reference", reference],
      ],
    },
    { type: "paragraph", text: `Questions about your refund? Reply to this email or call us on ${context.studio.phone} and quote ${reference}.` },
    ...manageBlocks(context, "See your booking"),
    signOff(context),
  ];
  return composeFor(booking, "refund-receipt", `Refund: ${formatTotal(refund.amountPence)} (booking ${reference})`, blocks, context, { toName: booking.name });
}

/** Tells the studio a client changed her booking through the manage link, so nobody waits for her at the old time. */
export function studioChangeNotice(
  booking: BookingForEmail,
  context: EmailContext,
  change: { what: "cancelled"; refundPence: number; voucherBackPence: number } | { what: "moved"; previousStartsAt: Date; patchTestNow?: Date },
): EmailMessage {
  const when = formatLondonDateTime(appointmentOf(booking).startsAt);
  const heading = change.what === "cancelled" ? "A client cancelled" : "A client moved her appointment";
  const rows: [string, string][] = [
    ["Client", booking.name],
    ["Email", booking.email ?? noEmailGiven],
    ["Phone", booking.phone],
    ...(change.what === "moved"
      ? ([
          ["Was", formatLondonDateTime(change.previousStartsAt)],
          ["Now", when],
          ...(change.patchTestNow ? [["Patch test now", formatLondonDateTime(change.patchTestNow)]] : []),
        ] as [string, string][])
      : ([
          ["When", when],
          ["Refund", formatTotal(change.refundPence)],
          // What the studio keeps of a gift voucher's part is the late fee too (docs/decisions/0031).
          ...((booking.voucherPence ?? 0) > 0 ? [["Back on gift voucher", `${formatTotal(change.voucherBackPence)} of ${formatTotal(booking.voucherPence ?? 0)}`]] : []),
        ] as [string, string][])),
    ["Treatment", treatmentNames(booking)],
    ["Reference", bookingReference(booking.id)],
  ];
  const blocks: Block[] = [
    { type: "heading", text: heading },
    { type: "details", rows },
    { type: "button", label: "Open the admin dashboard", href: link(context.origin, "/admin") },
  ];
  const subject = change.what === "cancelled" ? `Cancelled: ${booking.name}, ${treatmentNames(booking)}, ${when}` : `Moved: ${booking.name}, ${treatmentNames(booking)}, now ${when}`;
  return compose("studio-change", studioInbox(context), subject, blocks, context, { replyTo: booking.email ?? undefined, toName: context.studio.name });
}
