import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema.server";
import { consultationMessages } from "~/features/consultations";
import { readBookingHealthAnswers } from "~/features/consultations/index.server";
import type { StaffRole } from "~/features/staff-session";
import { isUuid } from "~/lib/ids";
import { clientMessages } from "./client-search";
import { clientViewerFor, clientVisible } from "./clients.server";

type Answers = NonNullable<Awaited<ReturnType<typeof readBookingHealthAnswers>>>;

/**
 * One booking's consultation answers for its card, read by a member of staff whose role may read health answers:
 * only if its client is one she may see (her practitioner, or the owner), and the read is logged as one from the
 * booking card. The staff API and the dashboard answer it alike.
 */
export async function bookingAnswersFor(
  db: Pick<Database, "select" | "selectDistinctOn" | "insert">,
  staff: { id: string; name: string; role: StaffRole; memberId: string },
  bookingId: string,
  now: Date,
): Promise<{ outcome: "answers"; answers: Answers } | { outcome: "not-found"; message: string }> {
  const [booking] = isUuid(bookingId) ? await db.select({ clientId: bookings.clientId }).from(bookings).where(eq(bookings.id, bookingId)) : [];
  if (!booking?.clientId || !(await clientVisible(db, booking.clientId, clientViewerFor(staff)))) return { outcome: "not-found", message: clientMessages.notFound };
  const answers = await readBookingHealthAnswers(db, bookingId, { userId: staff.id, name: staff.name }, now);
  return answers ? { outcome: "answers", answers } : { outcome: "not-found", message: consultationMessages.noAnswers };
}
