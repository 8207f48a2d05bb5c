import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema.server";
import { bookingMessages } from "~/features/booking";
import { issueManageToken } from "~/features/booking/index.server";
import { isUuid } from "~/lib/ids";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import type { Account } from "~/features/client-session/index.server";

/** Opening one of her bookings from the account issues a manage link for it; someone else's is not found. */
export const submitOpenBooking = namedUseCase(
  "accounts.open-booking",
  async (context: { db: Database }, account: Account, request: { bookingId: string }): Promise<Outcome<{ manageToken: string }, "not-found">> => {
    const [booking] = isUuid(request.bookingId)
      ? await context.db
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.id, request.bookingId), sql`lower(${bookings.email}) = lower(${account.email})`))
      : [];
    if (!booking) return refuse("not-found", "not-found", bookingMessages.notFound);
    return { ok: true, manageToken: await issueManageToken(context.db, booking.id) };
  },
);
