import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema.server";
import { bookingMessages } from "~/features/booking";
import { issueManageToken } from "~/features/booking/index.server";
import { marketingFields, type MarketingChoiceView } from "~/features/marketing";
import { setMarketingChoices } from "~/features/marketing/index.server";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { z } from "~/lib/zod";
import type { Account } from "~/features/client-session/index.server";


const marketingChoicesSchema = z.object(marketingFields);

/**
 * Her marketing choices (docs/decisions/0037), from the account page's boxes and PUT /api/account/marketing alike:
 * every offered channel at once, so a box left unticked (absent from a plain form's post) is her "no", a withdrawal if
 * she had agreed; a box left as it was writes nothing.
 */
export const submitMarketingChoices = namedUseCase(
  "accounts.marketing-choices",
  async (context: { db: Database }, account: Account, payload: unknown): Promise<Outcome<{ marketing: MarketingChoiceView[] }, "invalid">> => {
    const parsed = parseForm(marketingChoicesSchema, payload);
    if (!parsed.success) return invalid(parsed.error);
    return { ok: true, marketing: await setMarketingChoices(context.db, account.email, parsed.data, "account") };
  },
);

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
