/**
 * The booking's emails to the client and the studio's notice of a new booking, built on the mail frame; the
 * calendar file they attach is also served by the manage link's /bookings/manage/:token/appointment.ics.
 */
import { bookingPolicies, patchTestSummary, patchTestTiming } from "~/content/booking-policies";
import { patchTestRuleText, serviceFacts } from "~/features/studio";
import { compose, link, optional, signOff, studioInbox, type Block, type EmailAttachment, type EmailContext, type EmailMessage } from "~/features/mail";
import { formatAddress } from "~/features/studio";
import { formatDuration, formatLondonDateTime } from "~/lib/display-time";
import { formatTotal } from "~/lib/money";
import { bookingCalendar } from "../ics";
import { changePolicyPoints, refundSentence, voucherBackSentence } from "../changes/change-policy";
import { bookingCancellationRightPoints, CANCELLATION_FORM_PATH, cancellationPeriod } from "../changes/cancellation-period";
import { coursePurchasedSentence, sessionCancelledSentence } from "../courses/course-rules";
import { MANAGE_TOKEN_SLOT, managePath } from "../manage/manage-link";
import { amountDuePence } from "../payments/amount-due";
import { bookedMessages, memberPriceLabels } from "../booking-messages";

/** One line of a booking as the server priced it (the `items` column of bookings). */
export interface BookedItemForEmail {
  id: string;
  type: "service" | "package";
  name: string;
  pricePence: number;
  durationMinutes: number;
}

/** The parts of a bookings row the emails read; a row selected with drizzle fits it as it is. */
export interface BookingForEmail {
  id: string;
  name: string;
  /** Null when staff booked her without one (docs/decisions/0042): her emails are not written. */
  email: string | null;
  phone: string;
  service: string;
  notes: string | null;
  items: readonly BookedItemForEmail[];
  totalPence: number;
  /** What gift vouchers paid of it (docs/decisions/0026); 0 when left out. */
  voucherPence?: number;
  /** What a Dreams Club membership took off (docs/decisions/0029); 0 when left out. */
  memberPence?: number;
  /** The course this booking paid for or is a session of (docs/decisions/0021). */
  courseId?: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  paidAt: Date | null;
  /** How the patch test is covered, when one is needed: "recent", "booked" (its own appointment) or "separate". */
  patchTest?: string | null;
  /** When the patch test booked with it ("booked") takes place, when the sender looked it up. */
  patchTestStartsAt?: Date | null;
  /** The calendar file's SEQUENCE (bookings.calendarSequence); 0 when left out. */
  calendarSequence?: number;
  /** pending, confirmed, …: a confirmed booking is booked; left out, it still waits for staff to confirm it. */
  status?: string;
}

/** What the studio's own notices show for a client staff booked without an email address. */
export const noEmailGiven = "not given";

type ComposeRest = Parameters<typeof compose> extends [unknown, unknown, ...infer Rest] ? Rest : never;

/** A client's email, or none when staff booked her without an address (docs/decisions/0042): nothing is queued. */
function composeFor(booking: BookingForEmail, kind: Parameters<typeof compose>[0], ...rest: ComposeRest): EmailMessage | null {
  return booking.email === null ? null : compose(kind, booking.email, ...rest);
}

/** Booked: its payment confirmed it, or staff did (docs/decisions/0038). */
const isBooked = (booking: BookingForEmail) => booking.status === "confirmed";

/** The short reference a client quotes: the first eight characters of the booking's id. */
export function bookingReference(bookingId: string): string {
  return bookingId.replace(/-/g, "").slice(0, 8).toUpperCase();
}

interface Appointment {
  startsAt: Date;
  endsAt: Date;
}

function appointmentOf(booking: BookingForEmail): Appointment {
  if (!booking.startsAt || !booking.endsAt) throw new Error(`Booking ${booking.id} has no appointment time`);
  return { startsAt: booking.startsAt, endsAt: booking.endsAt };
}

function minutesBetween({ startsAt, endsAt }: Appointment): number {
  return Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
}

/** "Dream Shade" or "Dream Shade and Brow Lift" or "A, B and C". */
function treatmentNames(booking: BookingForEmail): string {
  const names = booking.items.length > 0 ? booking.items.map((item) => item.name) : [booking.service];
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function itemLines(booking: BookingForEmail): string[] {
  return booking.items.map((item) => `${item.name} (${formatDuration(item.durationMinutes)}): ${formatTotal(item.pricePence)}`);
}

function policy(id: string): readonly string[] {
  const found = bookingPolicies.find((entry) => entry.id === id);
  if (!found) throw new Error(`No booking policy "${id}"`);
  return found.points;
}

/** The policy sentence asking clients to arrive 10 minutes early, as the policies page words it. */
function arriveEarly(): string {
  const point = policy("preparation").find((text) => /arrive \d+ minutes early/.test(text));
  if (!point) throw new Error("The preparation policy no longer says when to arrive");
  return point;
}

/** Each distinct booked service with a patch-test rule, and how that rule reads to a client. */
function patchTestLines(booking: BookingForEmail): string[] {
  const lines = new Map<string, string>();
  for (const item of booking.items) {
    const service = serviceFacts.find((facts) => facts.id === item.id);
    if (service && service.patchTest !== "none") {
      lines.set(service.slug, `${service.name}: ${patchTestRuleText[service.patchTest]}`);
    }
  }
  return [...lines.values()];
}

function patchTestBlocks(booking: BookingForEmail): Block[] {
  const lines = patchTestLines(booking);
  if (lines.length === 0) return [];
  return [
    { type: "subheading", text: "Your patch test" },
    { type: "list", items: lines },
    {
      type: "paragraph",
      text:
        booking.patchTest === "booked"
          ? `Your free patch test has its own appointment${booking.patchTestStartsAt ? `, on ${formatLondonDateTime(booking.patchTestStartsAt)}` : ""}, 24 to 48 hours before this one: its confirmation and calendar file come in a separate email.`
          : booking.patchTest === "recent"
            ? "You told us you have had a patch test with us in the last 6 months, so you are all set."
            : `${patchTestSummary} ${patchTestTiming} Reply to this email or call us to arrange it.`,
    },
  ];
}

/**
 * The client's manage link as a button and as text to copy. Its token is filled in as the email is sent (a fresh
 * one each time); without PUBLIC_URL there is no address a mail client could open, so it is left out.
 */
/**
 * The 14-day right to cancel and the model cancellation form (reg 16 confirmation, Schedule 2 (l); decision 0035):
 * the form's page when the site has an address, else the studio's details to write to.
 */
function rightToCancelBlocks(context: EmailContext): Block[] {
  const form = context.origin
    ? `You may use the model cancellation form, but you don't have to: ${link(context.origin, CANCELLATION_FORM_PATH)}`
    : `To cancel in writing, email ${context.studio.email} or write to ${context.studio.name}, ${formatAddress(context.studio)}.`;
  return [
    { type: "subheading", text: `Your ${cancellationPeriod.days}-day right to cancel` },
    { type: "list", items: bookingCancellationRightPoints },
    { type: "paragraph", text: form },
  ];
}

function manageBlocks(context: EmailContext, label = "Manage your booking"): Block[] {
  if (!context.origin) return [];
  const href = link(context.origin, managePath(MANAGE_TOKEN_SLOT));
  return [
    { type: "button", label, href },
    { type: "paragraph", text: `If the button does not work, copy this link into your browser: ${href}` },
  ];
}

function appointmentRows(booking: BookingForEmail, context: EmailContext): [string, string][] {
  const appointment = appointmentOf(booking);
  return [
    ["Treatment", treatmentNames(booking)],
    ["When", formatLondonDateTime(appointment.startsAt)],
    ["Duration", formatDuration(minutesBetween(appointment))],
    ["Where", formatAddress(context.studio)],
    ["Reference", bookingReference(booking.id)],
  ];
}

/** The appointment's calendar file: attached to the booking emails and served through the manage link. */
export function calendarFile(booking: BookingForEmail, context: EmailContext, { method = "PUBLISH" }: { method?: "PUBLISH" | "CANCEL" } = {}): EmailAttachment {
  const { startsAt, endsAt } = appointmentOf(booking);
  const { studio } = context;
  const description = [
    `${treatmentNames(booking)} at ${studio.name}.`,
    `Reference ${bookingReference(booking.id)}.`,
    arriveEarly(),
    `Questions or changes: ${studio.phone} or ${studio.email}.`,
  ].join("\n");
  return {
    filename: "appointment.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: bookingCalendar({
      uid: `${booking.id}@${studio.email.split("@")[1] ?? "studio"}`,
      startsAt,
      endsAt,
      summary: `${treatmentNames(booking)} at ${studio.name}`,
      description,
      location: formatAddress(studio),
      organizerName: studio.name,
      organizerEmail: studio.email,
      url: context.origin ? link(context.origin, "/policies") : undefined,
      sequence: booking.calendarSequence ?? 0,
      method,
    }),
  };
}

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
        arriveEarly(),
        "We've attached a calendar file (appointment.ics) so you can pop the appointment straight into your calendar.",
      ],
    },
    ...patchTestBlocks(booking),
    { type: "subheading", text: "If your plans change" },
    { type: "list", items: changePolicyPoints },
    ...rightToCancelBlocks(context),
    ...manageBlocks(context),
    { type: "button", label: "Read our policies and aftercare", href: link(context.origin, "/policies") },
    signOff(context),
  ];
  return composeFor(
    booking,
    "booking-received",
    booked ? `You're booked: ${treatmentNames(booking)} on ${when}` : `Booking received: ${treatmentNames(booking)} on ${when}`,
    blocks,
    context,
    { attachments: [calendarFile(booking, context)], toName: booking.name },
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

/** The appointment, what to bring and the change policy: the body every message about a standing booking shares. */
function appointmentAndPolicy(booking: BookingForEmail, context: EmailContext): Block[] {
  return [
    { type: "details", rows: appointmentRows(booking, context) },
    { type: "list", items: [arriveEarly()] },
    ...patchTestBlocks(booking),
    { type: "subheading", text: "If your plans change" },
    { type: "list", items: changePolicyPoints },
    ...rightToCancelBlocks(context),
    ...manageBlocks(context),
    { type: "button", label: "Read our policies and aftercare", href: link(context.origin, "/policies") },
    signOff(context),
  ];
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

export function bookingRescheduledEmail(booking: BookingForEmail, context: EmailContext, { previousStartsAt }: { previousStartsAt: Date }): EmailMessage | null {
  const when = formatLondonDateTime(appointmentOf(booking).startsAt);
  const blocks: Block[] = [
    { type: "heading", text: "Your appointment has moved" },
    { type: "paragraph", text: `Hello ${booking.name}, your appointment on ${formatLondonDateTime(previousStartsAt)} is now on ${when}.` },
    ...appointmentAndPolicy(booking, context).slice(0, 1),
    { type: "paragraph", text: "The attached calendar file (appointment.ics) updates the appointment in your calendar." },
    ...appointmentAndPolicy(booking, context).slice(1),
  ];
  return composeFor(booking, "booking-rescheduled", `Moved: ${treatmentNames(booking)} now on ${when}`, blocks, context, {
    attachments: [calendarFile(booking, context)],
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
  change: { what: "cancelled"; refundPence: number; voucherBackPence: number } | { what: "moved"; previousStartsAt: Date },
): EmailMessage {
  const when = formatLondonDateTime(appointmentOf(booking).startsAt);
  const heading = change.what === "cancelled" ? "A client cancelled" : "A client moved her appointment";
  const rows: [string, string][] = [
    ["Client", booking.name],
    ["Email", booking.email ?? noEmailGiven],
    ["Phone", booking.phone],
    ...(change.what === "moved"
      ? ([["Was", formatLondonDateTime(change.previousStartsAt)], ["Now", when]] as [string, string][])
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
