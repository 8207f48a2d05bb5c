import type { Database } from "~/db/client.server";
import type { PaymentProvider } from "~/features/payments";
import type { EmailContext } from "~/features/mail";
import { parseForm } from "~/lib/forms";
import type { Visitor } from "~/lib/throttle.server";
import { invalid, namedUseCase, refuse, throttled, type Outcome, type Refusal } from "~/lib/use-case";
import { rescheduleSchema, sessionTimeSchema } from "../changes/booking-change-form";
import { cancelBooking, rescheduleBooking } from "../changes/booking-changes.server";
import type { BookingSettings } from "../rules/times/booking-settings";
import type { Booking } from "../lifecycle/booking-lifecycle.server";
import { courseOfBooking, type CourseRecord } from "../courses/course-records.server";
import { bookCourseSession } from "../courses/course-sessions.server";
import { openManageLink, type ManagedBooking } from "../manage/manage.server";
import { bookingNotFound, changeOutcome, slotRefused, type Changed } from "./change-outcome.server";

/**
 * What a client does through her manage link (DESIGN 3b), for its page's forms and its JSON API alike: cancel for
 * the policy's refund, move once, book a course's next session. Each opens the link first, counted against guessing
 * by the visitor's address, and changes the booking through the lifecycle with the client as its actor.
 */

export interface ManageContext {
  db: Database;
  provider: PaymentProvider;
  emailContext: EmailContext;
  settings: BookingSettings;
  /** The server's clock; tests hand in a fixed one. */
  now?: Date;
}

/** The token from the link's address and, for a move or a session, the date and time asked for. */
export interface ManageRequest {
  token: string;
  body?: unknown;
}

export const notACourse = "This booking is not part of a course";
const client = { kind: "client" } as const;

/** The booking a token opens, or why not: too many wrong tokens from this address, or none that opens one. */
export async function openedBooking(db: Database, visitor: Pick<Visitor, "address">, token: string): Promise<ManagedBooking | Refusal> {
  const lookup = await openManageLink(db, token, visitor.address);
  if (lookup.outcome === "throttled") return throttled(lookup.retryAfter);
  if (lookup.outcome === "not-found") return bookingNotFound();
  return lookup.booking;
}

function throughLink<Success extends object>(name: string, run: (context: ManageContext, booking: ManagedBooking, body: unknown) => Promise<Outcome<Success>>) {
  return namedUseCase(name, async (context: ManageContext, visitor: Pick<Visitor, "address">, request: ManageRequest): Promise<Outcome<Success>> => {
    const booking = await openedBooking(context.db, visitor, request.token);
    if ("ok" in booking) return booking;
    return run(context, booking, request.body);
  });
}

const clock = (now: Date | undefined) => (now ? { now } : {});

export const submitClientCancel = throughLink("manage.cancel", async ({ db, provider, emailContext, settings, now }, booking): Promise<Changed> =>
  changeOutcome(db, settings, await cancelBooking(db, { bookingId: booking.id, actor: client, refund: "policy" }, { provider, emailContext, ...clock(now) })),
);

/** Once, and 24 hours ahead or more (the change policy decides inside rescheduleBooking). */
export const submitClientReschedule = throughLink("manage.reschedule", async ({ db, emailContext, settings, now }, booking, body): Promise<Changed> => {
  const form = parseForm(rescheduleSchema, body);
  if (!form.success) return invalid(form.error);
  return changeOutcome(db, settings, await rescheduleBooking(db, { bookingId: booking.id, actor: client, ...form.data }, { emailContext, settings, ...clock(now) }));
});

/** A course's next session, paid for with the course (docs/decisions/0021): the session and the course as it now stands. */
export const submitSessionBooking = throughLink(
  "manage.book-session",
  async ({ db, emailContext, settings, now }, booking, body): Promise<Outcome<{ session: Booking; course: CourseRecord | null }>> => {
    const form = parseForm(sessionTimeSchema, body);
    if (!form.success) return invalid(form.error);
    const result = await bookCourseSession(db, booking, form.data, { emailContext, settings, ...clock(now) });
    if (result.outcome === "not-a-course") return refuse("not-found", "not-a-course", notACourse);
    if (result.outcome === "refused") return refuse("conflict", result.code, result.message);
    if (result.outcome === "unavailable") return slotRefused(result.reason, settings);
    return { ok: true, session: result.booking, course: await courseOfBooking(db, result.booking, now ?? new Date()) };
  },
);

/** The link's changes by the intent its page's forms name. */
export const manageChanges = {
  cancel: submitClientCancel,
  reschedule: submitClientReschedule,
  "book-session": submitSessionBooking,
} as const;
