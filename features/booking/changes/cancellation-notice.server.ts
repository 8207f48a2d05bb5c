/**
 * A client's cancellation notice that came by email (the model cancellation form, docs/decisions/0036): her own
 * cancellation, by her policy as it stood when the notice was received, recorded by staff and audited with them.
 * One use case for POST /api/bookings/:id/cancellation-notice and the booking card's form.
 */
import type { Database } from "~/db/client.server";
import { type EmailContext } from "~/features/mail";
import { cancellationNoticeSchema, noticeMessages } from "~/lib/cancellation-notice";
import { parseForm, type FieldErrors } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { toWallTime } from "~/lib/zoned-time";
import { findBooking } from "../diary/diary.server";
import type { Actor } from "../lifecycle/booking-lifecycle.server";
import type { PaymentProvider } from "~/features/payments";
import { cancelBooking, type ChangeResult } from "./booking-changes.server";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export type NoticeResult = ChangeResult | { outcome: "invalid"; message: string; fieldErrors: FieldErrors };

export async function recordCancellationNotice(
  db: Database,
  { bookingId, actor, body }: { bookingId: string; actor: Actor; body: unknown },
  { provider, emailContext, timeZone, now = new Date() }: { provider: PaymentProvider; emailContext: EmailContext; timeZone: string; now?: Date },
): Promise<NoticeResult> {
  const parsed = parseForm(cancellationNoticeSchema({ now, timeZone, required: true }), body);
  if (!parsed.success) return { outcome: "invalid", ...parsed.error };
  const booking = isUuid(bookingId) ? await findBooking(db, bookingId) : undefined;
  if (!booking) return { outcome: "not-found" };
  let receivedAt = parsed.data.receivedAt!;
  // A date alone reads as the start of that day: on the day she booked, the notice came after the booking was made.
  const dateOnly = typeof (body as { receivedAt?: unknown }).receivedAt === "string" && DATE_ONLY.test((body as { receivedAt: string }).receivedAt.trim());
  if (dateOnly && receivedAt < booking.createdAt && toWallTime(receivedAt, timeZone).date === toWallTime(booking.createdAt, timeZone).date) receivedAt = booking.createdAt;
  if (receivedAt < booking.createdAt) return { outcome: "invalid", message: noticeMessages.beforeContract, fieldErrors: { receivedAt: [noticeMessages.beforeContract] } };
  const note = parsed.data.note;
  const reason = `cancellation notice received ${receivedAt.toISOString()}${note ? `: ${note}` : ""}`;
  return cancelBooking(db, { bookingId, actor, refund: "policy", reason, noticeAt: receivedAt }, { provider, emailContext, now });
}
