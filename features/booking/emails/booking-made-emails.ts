/**
 * The emails of a booking made: received, paid, confirmed, reminded, its payment link, and the studio's notice of
 * it.
 */
import { compose, link, optional, signOff, studioInbox, type Block, type EmailContext, type EmailMessage } from "~/features/mail";
import { formatDuration, formatLondonDateTime } from "~/lib/display-time";
import { formatTotal } from "~/lib/money";
import { coursePurchasedSentence } from "../rules/course-rules";
import { amountDuePence } from "../rules/amount-due";
import { bookedMessages, memberPriceLabels } from "../rules/booking-messages";
import {
  composeFor,
  isBooked,
  appointmentOf,
  minutesBetween,
  treatmentNames,
  itemLines,
  arriveEarly,
  manageBlocks,
  appointmentRows,
  appointmentAndPolicy,
  policyBlocks,
  type BookingForEmail,
  noEmailGiven,
  bookingReference,
  calendarFile,
} from "./booking-email-parts";

/** The booking's own email: "You're booked" once it stands, or, with nothing paid, that we will confirm it. */
export function bookingReceivedEmail(booking: BookingForEmail, context: EmailContext): EmailMessage | null {
  const when = formatLondonDateTime(appointmentOf(booking).startsAt);
  const booked = isBooked(booking);
  const blocks: Block[] = [
    { type: "heading", text: `Thank you, ${booking.name}!` },
    {
      type: "paragraph",
      text: booked
        ? `${bookedMessages.when(when)} A little fairy dust is already being sprinkled on your appointment. Here is everything in one place.`
        : `Your booking has landed safely with us and a little fairy dust is already being sprinkled on your appointment. Here is everything in one place.`,
    },
    { type: "details", rows: [...appointmentRows(booking, context), ["Total", formatTotal(booking.totalPence)]] },
    ...optional<Block>(booking.items.length > 1, { type: "list", items: itemLines(booking) }),
    ...optional<Block>(Boolean(booking.courseId) && booking.totalPence > 0, { type: "paragraph", text: coursePurchasedSentence }),
    { type: "subheading", text: "What happens next" },
    {
      type: "list",
      items: [
        ...optional(!booked, bookedMessages.toConfirm),
        arriveEarly(booking),
        booking.patchTestBooking?.startsAt
          ? "We've attached two calendar files, appointment.ics and patch-test.ics, so you can pop both appointments straight into your calendar."
          : "We've attached a calendar file (appointment.ics) so you can pop the appointment straight into your calendar.",
      ],
    },
    ...policyBlocks(booking, context),
  ];
  return composeFor(
    booking,
    "booking-received",
    booked ? `You're booked: ${treatmentNames(booking)} on ${when}` : `Booking received: ${treatmentNames(booking)} on ${when}`,
    blocks,
    context,
    {
      attachments: [
        calendarFile(booking, context),
        ...(booking.patchTestBooking?.startsAt ? [{ ...calendarFile(booking.patchTestBooking, context), filename: "patch-test.ics" }] : []),
      ],
      toName: booking.name,
    },
  );
}

/** A booking staff made for a phone or walk-in client who pays online: the link to pay it (/checkout). */
export function paymentLinkEmail(booking: BookingForEmail, context: EmailContext): EmailMessage | null {
  const when = formatLondonDateTime(appointmentOf(booking).startsAt);
  const blocks: Block[] = [
    { type: "heading", text: `Your appointment on ${when}` },
    {
      type: "paragraph",
      text: `Hello ${booking.name}, thank you for booking with us. Your time is reserved for you; to secure it, please pay ${formatTotal(booking.totalPence)} online with the button below.`,
    },
    { type: "details", rows: [...appointmentRows(booking, context), ["To pay", formatTotal(booking.totalPence)]] },
    { type: "button", label: `Pay ${formatTotal(booking.totalPence)}`, href: link(context.origin, `/checkout?booking=${booking.id}`) },
    { type: "paragraph", text: `Questions? Reply to this email or call us on ${context.studio.phone}.` },
    signOff(context),
  ];
  return composeFor(booking, "payment-link", `Pay for your appointment: ${treatmentNames(booking)} on ${when}`, blocks, context, { toName: booking.name });
}

export function paymentReceivedEmail(booking: BookingForEmail, context: EmailContext): EmailMessage | null {
  if (!booking.paidAt) throw new Error(`Booking ${booking.id} has not been paid`);
  const reference = bookingReference(booking.id);
  const voucherPence = booking.voucherPence ?? 0;
  const memberPence = booking.memberPence ?? 0;
  const paidPence = booking.totalPence - memberPence;
  const blocks: Block[] = [
    { type: "heading", text: "Payment received" },
    {
      type: "paragraph",
      text: `Thank you, ${booking.name}. Your payment of ${formatTotal(paidPence)} has arrived and your appointment is ${isBooked(booking) ? "confirmed" : "secured"}. Please keep this email as your receipt.`,
    },
    {
      type: "details",
      rows: [
        ...(memberPence > 0
          ? ([
              ["Price", formatTotal(booking.totalPence)],
              [memberPriceLabels.saving, `−${formatTotal(memberPence)}`],
            ] as [string, string][])
          : []),
        ["Amount paid", formatTotal(paidPence)],
        // The receipt says how: a voucher's part is not on her card statement (docs/decisions/0026).
        ...(voucherPence > 0
          ? ([
              ["Paid by gift voucher", formatTotal(voucherPence)],
              ["Paid by card", formatTotal(amountDuePence({ totalPence: booking.totalPence, voucherPence, memberPence }))],
            ] as [string, string][])
          : []),
        ["Date paid", formatLondonDateTime(booking.paidAt)],
        ["Booking reference", reference],
        ["Appointment", formatLondonDateTime(appointmentOf(booking).startsAt)],
      ],
    },
    { type: "subheading", text: "What you paid for" },
    { type: "list", items: [...itemLines(booking), `Total: ${formatTotal(booking.totalPence)}`] },
    {
      type: "paragraph",
      text: `Questions about your payment? Reply to this email or call us on ${context.studio.phone} and quote ${reference}.`,
    },
    ...manageBlocks(context),
    signOff(context),
  ];
  return composeFor(booking, "payment-received", `Payment received: ${formatTotal(booking.totalPence)} (booking ${reference})`, blocks, context, { toName: booking.name });
}

export function bookingConfirmedEmail(booking: BookingForEmail, context: EmailContext): EmailMessage | null {
  const when = formatLondonDateTime(appointmentOf(booking).startsAt);
  const blocks: Block[] = [
    { type: "heading", text: "Your appointment is confirmed ✨" },
    { type: "paragraph", text: `Good news, ${booking.name}: we've confirmed your appointment and can't wait to see you.` },
    ...appointmentAndPolicy(booking, context),
  ];
  return composeFor(booking, "booking-confirmed", `Confirmed: ${treatmentNames(booking)} on ${when}`, blocks, context, { toName: booking.name });
}

export function bookingReminderEmail(booking: BookingForEmail, context: EmailContext): EmailMessage | null {
  const when = formatLondonDateTime(appointmentOf(booking).startsAt);
  const blocks: Block[] = [
    { type: "heading", text: "See you soon!" },
    {
      type: "paragraph",
      text: `Hello ${booking.name}, a gentle reminder that your appointment is coming up on ${when}. We're getting the studio ready for you.`,
    },
    ...appointmentAndPolicy(booking, context),
  ];
  return composeFor(booking, "booking-reminder", `Reminder: ${treatmentNames(booking)} on ${when}`, blocks, context, { toName: booking.name });
}

export function studioBookingNotice(booking: BookingForEmail, context: EmailContext): EmailMessage {
  const appointment = appointmentOf(booking);
  const when = formatLondonDateTime(appointment.startsAt);
  const blocks: Block[] = [
    { type: "heading", text: isBooked(booking) ? "New booking" : "New booking to confirm" },
    {
      type: "paragraph",
      text: isBooked(booking)
        ? `${booking.name} has booked${booking.paidAt ? " and paid" : ""}: the appointment is confirmed.`
        : `${booking.name} has booked with nothing to pay. Please confirm the appointment within 24 hours.`,
    },
    {
      type: "details",
      rows: [
        ["Client", booking.name],
        ["Email", booking.email ?? noEmailGiven],
        ["Phone", booking.phone],
        ["When", when],
        ["Duration", formatDuration(minutesBetween(appointment))],
        ["Total", formatTotal(booking.totalPence)],
        ...optional<[string, string]>(booking.paidAt !== null, ["Paid", booking.paidAt ? formatLondonDateTime(booking.paidAt) : ""]),
        ["Reference", bookingReference(booking.id)],
      ],
    },
    { type: "subheading", text: "Treatments" },
    { type: "list", items: itemLines(booking) },
    ...optional<Block>(Boolean(booking.notes), { type: "subheading", text: "Notes from the client" }, { type: "quote", text: booking.notes ?? "" }),
    { type: "button", label: "Open the admin dashboard", href: link(context.origin, "/admin") },
  ];
  return compose("studio-booking", studioInbox(context), `New booking: ${booking.name}, ${treatmentNames(booking)}, ${when}`, blocks, context, {
    replyTo: booking.email ?? undefined,
    toName: context.studio.name,
  });
}
