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
import { findBooking } from "../bookings.server";
import type { Actor } from "../lifecycle/booking-lifecycle.server";
import type { PaymentProvider } from "../payments/payments";
import { cancelBooking, type ChangeResult } from "./booking-changes.server";

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
  const receivedAt = parsed.data.receivedAt!;
  if (receivedAt < booking.createdAt) return { outcome: "invalid", message: noticeMessages.beforeContract, fieldErrors: { receivedAt: [noticeMessages.beforeContract] } };
  const note = parsed.data.note;
  const reason = `cancellation notice received ${receivedAt.toISOString()}${note ? `: ${note}` : ""}`;
  return cancelBooking(db, { bookingId, actor, refund: "policy", reason, noticeAt: receivedAt }, { provider, emailContext, now });
}
