/**
 * What every booking email is built from: the booking as the emails read it, its reference, lines, patch-test and
 * policy blocks, the manage link and the calendar file (also served by the manage link's
 * /bookings/manage/:token/appointment.ics).
 */
import {
  arrivalNotes,
  patchTestNotes,
  patchTestSummary,
  patchTestTiming,
} from "~/content/booking-policies";
import { consultationFormForItems } from "~/features/consultations";
import { patchTestServiceId } from "../rules/patch-test-rule";
import { patchTestRuleText, serviceFacts } from "~/features/studio";
import type { PatchTestResult } from "../rules/patch-test-rule";
import { patchTestLine } from "../rules/patch-test-text";
import {
  compose,
  link,
  optional,
  signOff,
  type Block,
  type EmailAttachment,
  type EmailContext,
  type EmailMessage,
} from "~/features/mail";
import { formatAddress } from "~/features/studio";
import { formatDuration, formatLondonDateTime } from "~/lib/display-time";
import { formatTotal } from "~/lib/money";
import { bookingCalendar } from "../ics";
import { changePolicyPoints } from "../rules/change-policy";
import {
  bookingCancellationRightPoints,
  CANCELLATION_FORM_PATH,
  cancellationPeriod,
} from "../rules/cancellation-period";
import { MANAGE_TOKEN_SLOT, managePath } from "../rules/manage-link";
import { bookTreatmentPath } from "../rules/booking-choice";

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
  /** Its result once recorded, and the passed test it rests on (patchTestFactsOf), when the sender looked them up. */
  patchTestResult?: PatchTestResult | null;
  patchTestPassedOn?: Date | null;
  /**
   * The patch test booked with it, when its treatment's confirmation carries it (booking-lifecycle): its time, what
   * to bring and its own calendar file, so she gets one confirmation for both.
   */
  patchTestBooking?: BookingForEmail;
  /** The calendar file's SEQUENCE (bookings.calendarSequence); 0 when left out. */
  calendarSequence?: number;
  /** Who treats her (practitionerNameOf), when the sender looked it up: "With Maya Lewis". */
  practitioner?: string | null;
  /** pending, confirmed, …: a confirmed booking is booked; left out, it still waits for staff to confirm it. */
  status?: string;
}

/** What the studio's own notices show for a client staff booked without an email address. */
export const noEmailGiven = "not given";

type ComposeRest =
  Parameters<typeof compose> extends [unknown, unknown, ...infer Rest]
    ? Rest
    : never;

/** A client's email, or none when staff booked her without an address (docs/decisions/0042): nothing is queued. */
export function composeFor(
  booking: BookingForEmail,
  kind: Parameters<typeof compose>[0],
  ...rest: ComposeRest
): EmailMessage | null {
  return booking.email === null ? null : compose(kind, booking.email, ...rest);
}

/** Booked: its payment confirmed it, or staff did (docs/decisions/0038). */
export const isBooked = (booking: BookingForEmail) =>
  booking.status === "confirmed";

/** The short reference a client quotes: the first eight characters of the booking's id. */
export function bookingReference(bookingId: string): string {
  return bookingId.replace(/-/g, "").slice(0, 8).toUpperCase();
}

interface Appointment {
  startsAt: Date;
  endsAt: Date;
}

export function appointmentOf(booking: BookingForEmail): Appointment {
  if (!booking.startsAt || !booking.endsAt)
    throw new Error(`Booking ${booking.id} has no appointment time`);
  return { startsAt: booking.startsAt, endsAt: booking.endsAt };
}

export function minutesBetween({ startsAt, endsAt }: Appointment): number {
  return Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
}

/** "Dream Shade" or "Dream Shade and Brow Lift" or "A, B and C". */
export function treatmentNames(booking: Pick<BookingForEmail, "items" | "service">): string {
  const names =
    booking.items.length > 0
      ? booking.items.map((item) => item.name)
      : [booking.service];
  return names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export function itemLines(booking: BookingForEmail): string[] {
  return booking.items.map(
    (item) =>
      `${item.name} (${formatDuration(item.durationMinutes)}): ${formatTotal(item.pricePence)}`,
  );
}

/**
 * When to arrive, from what she booked: a consultation to go through only for a treatment with a consultation form
 * (a wax has none), the patch test's own note for a patch test alone.
 */
export function arriveEarly(booking: Pick<BookingForEmail, "items">): string {
  if (consultationFormForItems(booking.items)) return arrivalNotes.consultation;
  if (booking.items.length > 0 && booking.items.every((item) => item.id === patchTestServiceId)) return arrivalNotes.patchTest;
  return arrivalNotes.treatment;
}

/** Each distinct booked service with a patch-test rule, and how that rule reads to a client. */
function patchTestLines(booking: BookingForEmail): string[] {
  const lines = new Map<string, string>();
  for (const item of booking.items) {
    const service = serviceFacts.find((facts) => facts.id === item.id);
    if (service && service.patchTest !== "none") {
      lines.set(
        service.slug,
        `${service.name}: ${patchTestRuleText[service.patchTest]}`,
      );
    }
  }
  return [...lines.values()];
}

export function patchTestBlocks(booking: BookingForEmail, context: EmailContext): Block[] {
  const lines = patchTestLines(booking);
  if (lines.length === 0) return [];
  const patch = booking.patchTestBooking;
  return [
    { type: "subheading", text: "Your patch test" },
    { type: "list", items: lines },
    {
      type: "paragraph",
      text:
        booking.patchTestResult === "reacted" || booking.patchTestPassedOn
          ? patchTestLine(booking)!
          : patch?.startsAt
            ? `Your free patch test is booked for ${formatLondonDateTime(patch.startsAt)}, 24 to 48 hours before this appointment (reference ${bookingReference(patch.id)}). Its calendar file is attached too (patch-test.ics).`
            : booking.patchTest === "booked"
              ? `Your free patch test has its own appointment${booking.patchTestStartsAt ? `, on ${formatLondonDateTime(booking.patchTestStartsAt)}` : ""}, 24 to 48 hours before this one.`
              : booking.patchTest === "recent"
                ? "You told us you have had a patch test with us in the last 6 months, so you are all set."
                : `${patchTestSummary} ${patchTestTiming}`,
    },
    ...optional<Block>(Boolean(patch?.startsAt), { type: "list", items: patchTestNotes.slice(1) }),
    // Still to book: /book books the patch test online, as any appointment, so no call is needed.
    ...optional<Block>(!patch && !booking.patchTestStartsAt && booking.patchTest !== "recent" && booking.patchTest !== "booked" && !booking.patchTestPassedOn, {
      type: "button",
      label: "Book your free patch test",
      href: link(context.origin, bookTreatmentPath(patchTestServiceId)),
    }),
  ];
}

/**
 * The 14-day right to cancel and the model cancellation form (reg 16 confirmation, Schedule 2 (l); decision 0035):
 * the form's page when the site has an address, else the studio's details to write to.
 */
export function rightToCancelBlocks(context: EmailContext): Block[] {
  const form = context.origin
    ? `You may use the model cancellation form, but you don't have to: ${link(context.origin, CANCELLATION_FORM_PATH)}`
    : `To cancel in writing, email ${context.studio.email} or write to ${context.studio.name}, ${formatAddress(context.studio)}.`;
  return [
    {
      type: "subheading",
      text: `Your ${cancellationPeriod.days}-day right to cancel`,
    },
    { type: "list", items: bookingCancellationRightPoints },
    { type: "paragraph", text: form },
  ];
}

/**
 * The client's manage link as a button and as text to copy. Its token is filled in as the email is sent (a fresh
 * one each time); without PUBLIC_URL there is no address a mail client could open, so it is left out.
 */
export function manageBlocks(
  context: EmailContext,
  label = "Manage your booking",
): Block[] {
  if (!context.origin) return [];
  const href = link(context.origin, managePath(MANAGE_TOKEN_SLOT));
  return [
    { type: "button", label, href },
    {
      type: "paragraph",
      text: `If the button does not work, copy this link into your browser: ${href}`,
    },
  ];
}

export function appointmentRows(
  booking: BookingForEmail,
  context: EmailContext,
): [string, string][] {
  const appointment = appointmentOf(booking);
  return [
    ["Treatment", treatmentNames(booking)],
    ...(booking.practitioner
      ? ([["With", booking.practitioner]] as [string, string][])
      : []),
    ["When", formatLondonDateTime(appointment.startsAt)],
    ["Duration", formatDuration(minutesBetween(appointment))],
    ["Where", formatAddress(context.studio)],
    ["Reference", bookingReference(booking.id)],
  ];
}

/**
 * The appointment's calendar file: attached to the booking emails and served through the manage link. Its link is
 * her manage link (the token slot in an email, filled as it is sent; the token she opened it with on the manage
 * link), so the event in her calendar opens her booking, and it names who treats her when the sender looked it up.
 */
export function calendarFile(
  booking: BookingForEmail,
  context: EmailContext,
  { method = "PUBLISH", manageToken = MANAGE_TOKEN_SLOT }: { method?: "PUBLISH" | "CANCEL"; manageToken?: string } = {},
): EmailAttachment {
  const { startsAt, endsAt } = appointmentOf(booking);
  const { studio } = context;
  const manageHref = context.origin ? link(context.origin, managePath(manageToken)) : undefined;
  const description = [
    `${treatmentNames(booking)} at ${studio.name}.`,
    ...(booking.practitioner ? [`With ${booking.practitioner}.`] : []),
    `Reference ${bookingReference(booking.id)}.`,
    arriveEarly(booking),
    ...(manageHref ? [`Manage your booking: ${manageHref}`] : []),
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
      url: manageHref,
      sequence: booking.calendarSequence ?? 0,
      method,
    }),
  };
}

/** The appointment, what to bring and the change policy: the body every message about a standing booking shares. */
export function appointmentAndPolicy(
  booking: BookingForEmail,
  context: EmailContext,
): Block[] {
  return [
    { type: "details", rows: appointmentRows(booking, context) },
    { type: "list", items: [arriveEarly(booking)] },
    ...policyBlocks(booking, context),
  ];
}

/** What every email about an appointment ends with: the patch test, the change policy, the links, the sign-off. */
export function policyBlocks(
  booking: BookingForEmail,
  context: EmailContext,
): Block[] {
  return [
    ...patchTestBlocks(booking, context),
    { type: "subheading", text: "If your plans change" },
    { type: "list", items: changePolicyPoints },
    ...rightToCancelBlocks(context),
    ...manageBlocks(context),
    {
      type: "button",
      label: "Read our policies and aftercare",
      href: link(context.origin, "/policies"),
    },
    signOff(context),
  ];
}
