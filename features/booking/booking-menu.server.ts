import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema.server";
import { bookableFacts, earlyAccessMessages, earlyAccessRefusalMessage, earlyBirdName, earlyBirdPrice, type ServiceFacts } from "~/features/studio";
import { checkEarlyAccess, currentServiceFacts, type EarlyAccessCheck, type EarlyAccessGrant } from "~/features/studio/index.server";
import { EarlyAccessError, priceBasket, type BasketItem, type BookableMenu } from "./rules/basket";
import type { BookingSettings } from "./rules/times/booking-settings";
import { readFreeTimes, type Executor } from "./diary/diary.server";
import { occupies } from "./diary/occupancy.server";
import type { TeamSlot } from "./rules/times/availability";
import { diaryItemsOf } from "./diary/diary-columns.server";
import { bookablePractitioners } from "~/features/team/index.server";
import type { PractitionerOption } from "./rules/booking-selection";

/** What can be booked online now, at today's prices and durations (DESIGN 9: staff change them). */
export async function bookableMenu(db: Pick<Database, "select">): Promise<BookableMenu> {
  return bookableFacts(await currentServiceFacts(db));
}

/**
 * What an early-access link allows now (docs/decisions/0020): the link's own state, and "in use" while the booking
 * that last claimed it still occupies its time by the diary's rule (a lapsed hold frees it).
 */
export async function checkEarlyAccessLink(db: Executor, token: string, options: { now?: Date; lock?: boolean } = {}): Promise<EarlyAccessCheck> {
  const check = await checkEarlyAccess(db, token, options);
  if (check.outcome === "valid" && check.grant.claimedBy) {
    const [claim] = await db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.id, check.grant.claimedBy), occupies));
    if (claim) return { outcome: "refused", code: "early-access-in-use" };
  }
  return check;
}

/**
 * What a client may book now (docs/decisions/0020): the bookable menu, and, with a valid early-access link, its
 * launched service at the early-bird price (the treatment itself; its packages wait for the public opening). A
 * launched service in the basket without a valid link, or a link that cannot book, is an EarlyAccessError.
 */
export async function clientMenu(
  db: Executor,
  items: readonly BasketItem[],
  { access, now = new Date(), lock = false }: { access?: string; now?: Date; lock?: boolean } = {},
): Promise<{ menu: BookableMenu; grant: EarlyAccessGrant | undefined }> {
  const facts = await currentServiceFacts(db);
  const menu = bookableFacts(facts);
  let grant: EarlyAccessGrant | undefined;
  if (access) {
    const check = await checkEarlyAccessLink(db, access, { now, lock });
    if (check.outcome === "refused") throw new EarlyAccessError(check.code, earlyAccessRefusalMessage(check.code));
    grant = check.grant;
  }
  let early: ServiceFacts | undefined;
  for (const item of items) {
    const service = facts.find((entry) => entry.id === item.id && entry.state === "live" && entry.earlyAccessUntil);
    if (!service) continue;
    if (grant?.slug !== service.slug || item.type !== "service") {
      throw new EarlyAccessError("early-access-only", earlyAccessMessages.only(service.name, new Date(service.earlyAccessUntil!)));
    }
    // Named so on the booking, its emails and the staff list: why it cost less.
    early = { ...service, name: earlyBirdName(service), pricePence: earlyBirdPrice(service), packages: [] };
  }
  // A link for a service not in this basket books nothing through it.
  return early ? { menu: [...menu, early], grant } : { menu, grant: undefined };
}

/** Free start times for a basket over `days` London days from `from`. */
export async function findAvailability(
  db: Database,
  query: { items: BasketItem[]; from: string; days: number; now: Date; settings: BookingSettings; access?: string; practitioner?: string; except?: string },
): Promise<{ timeZone: string; slots: TeamSlot[] }> {
  // The diary is read while the menu is (one round of queries, not two); the priced basket is planned against it.
  const [{ menu }, plan] = await Promise.all([clientMenu(db, query.items, { access: query.access, now: query.now }), readFreeTimes(db, query)]);
  const basket = priceBasket(query.items, menu);
  return plan(diaryItemsOf(basket.lines));
}


/**
 * The practitioners a client may name for a basket (DESIGN 10): those taking online bookings who do every service
 * in it, in the studio's order. A basket only "any" can serve (no one does it all) names nobody.
 */
export async function practitionersFor(db: Pick<Database, "select">, items: readonly BasketItem[]): Promise<PractitionerOption[]> {
  const team = await bookablePractitioners(db);
  return team.filter((member) => items.every((item) => member.services.includes(item.id))).map(({ id, name, bio, photo }) => ({ id, name, bio, photo }));
}
