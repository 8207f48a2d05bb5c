import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelBooking } from "~/features/booking/changes/booking-changes.server";
import { sweepExpiredHolds } from "~/features/booking/index.server";
import type { DemoProvider } from "~/features/payments/index.server";
import { memberPricePence, tierById } from "~/features/memberships";
import { fromWallTime } from "~/lib/zoned-time";
import { bookingRequest, freshSlots, monthsAhead } from "../../support/booking-data";
import type { EmailContext } from "~/features/mail";
import type { TestDatabase } from "../../support/database";
import { startDemoApp, type DemoApp } from "../../support/demo-app";
import { accountCookie } from "../../support/members";

/*
 * A Dreams Club member's price at booking (issue 13, docs/decisions/0029), against the real server, database and demo
 * provider: signed in, the tier's discount comes off on the server and the month's included treatment costs nothing,
 * claimed once under the membership's lock and given back when the booking does not go ahead.
 */
let emailContext: EmailContext;
let database: TestDatabase;
let provider: DemoProvider;
let app: DemoApp;

beforeAll(async () => {
  app = await startDemoApp({ BOOKING_HORIZON_DAYS: "200" });
  ({ database, provider, emailContext } = app);
});
afterAll(() => app.close());

const HENNA = [{ id: "henna-brows", type: "service" }]; // £35, a brow service
const WAX = [{ id: "cloud-wax", type: "service" }]; // £20, a brow service
const essential = tierById("essential")!;

/** Two whole London months at least a month ahead, so each test books inside one month and then the next. */
const [firstMonth, secondMonth] = monthsAhead(2) as [string, string];
// Three hours apart: a basket of two treatments never reaches the next slot.
const freshSlot = freshSlots({ times: ["09:00", "12:00", "15:00"] });
const slotIn = (month: string) => freshSlot({ month });

let count = 0;
async function member(tier = "essential", card = "4242424242424242") {
  const email = `booking-member${++count}@example.com`;
  const answer = await app.post("/api/memberships", { tier, name: "Ada Member", email });
  expect(answer.status).toBe(201);
  const { clientSecret } = (await answer.json()) as { clientSecret: string };
  expect((await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: card, expiry: "12/34", cvc: "123" })).status).toBe(200);
  return { email, cookie: await accountCookie(app, email) };
}

async function book(items: unknown[], slot: { preferredDate: string; preferredTime: string }, cookie?: string, email = "ada@example.com") {
  const answer = await app.post("/api/bookings", bookingRequest({ ...slot, items, email, name: "Ada Member" }), cookie ? { headers: { cookie } } : undefined);
  expect(answer.status).toBe(201);
  const body = (await answer.json()) as { id: string; totalAmount: number; memberAmount: number; amountDue: number };
  return { ...body, startsAt: fromWallTime(slot.preferredDate, slot.preferredTime, "Europe/London") };
}

const row = async (id: string) =>
  (await database.sql`select status, payment_status, total_pence, member_pence, voucher_pence, items, hold_expires_at from bookings where id = ${id}`)[0]!;
const credits = async (bookingId: string) =>
  await database.sql`select month, released_at from membership_credits where booking_id = ${bookingId} order by created_at`;
const cardAmount = async (bookingId: string) => app.post("/api/create-payment-intent", { bookingDetails: { bookingId } });
const hours = (n: number) => n * 3_600_000;

describe("the member price", () => {
  it("is the list price for anyone not signed in, or signed in without a membership", async () => {
    const stranger = await book(HENNA, slotIn(firstMonth));
    expect(stranger).toMatchObject({ totalAmount: 3500, memberAmount: 0, amountDue: 3500 });
    const signedIn = await book(HENNA, slotIn(firstMonth), await accountCookie(app, "not-a-member@example.com"));
    expect(signedIn).toMatchObject({ totalAmount: 3500, memberAmount: 0, amountDue: 3500 });
    expect(await row(signedIn.id)).toMatchObject({ member_pence: 0, payment_status: "unpaid" });
  });

  it("uses the month's included brow service (£0, paid without a card), then the discount; next month it is included again", async () => {
    const { cookie } = await member("essential");
    const included = await book(HENNA, slotIn(firstMonth), cookie);
    expect(included).toMatchObject({ totalAmount: 3500, memberAmount: 3500, amountDue: 0 });
    const stored = await row(included.id);
    expect(stored).toMatchObject({ total_pence: 3500, member_pence: 3500, payment_status: "paid", hold_expires_at: null });
    expect(stored.items).toEqual([expect.objectContaining({ id: "henna-brows", pricePence: 3500, memberPence: 3500, included: true })]);
    expect(await credits(included.id)).toEqual([{ month: firstMonth, released_at: null }]);
    expect((await cardAmount(included.id)).status).toBe(409);

    // The same month again: the member price, once, and the card pays exactly that.
    const second = await book(HENNA, slotIn(firstMonth), cookie);
    const memberPrice = memberPricePence(3500, essential);
    expect(second).toMatchObject({ totalAmount: 3500, memberAmount: 3500 - memberPrice, amountDue: memberPrice });
    expect(await row(second.id)).toMatchObject({ member_pence: 3500 - memberPrice, payment_status: "unpaid" });
    expect(await credits(second.id)).toEqual([]);
    const payment = await cardAmount(second.id);
    expect(payment.status).toBe(200);
    expect(await payment.json()).toMatchObject({ amount: memberPrice });

    // A new month: included again.
    const nextMonth = await book(HENNA, slotIn(secondMonth), cookie);
    expect(nextMonth).toMatchObject({ memberAmount: 3500, amountDue: 0 });
    expect(await credits(nextMonth.id)).toEqual([{ month: secondMonth, released_at: null }]);
  });

  it("includes one service of the kind only, and takes the discount off the rest", async () => {
    const { cookie } = await member("essential");
    const both = await book([...HENNA, ...WAX], slotIn(firstMonth), cookie);
    const waxPrice = memberPricePence(2000, essential);
    expect(both).toMatchObject({ totalAmount: 5500, memberAmount: 3500 + (2000 - waxPrice), amountDue: waxPrice });
    const { items } = await row(both.id);
    expect(items).toEqual([
      expect.objectContaining({ id: "henna-brows", memberPence: 3500, included: true }),
      expect.objectContaining({ id: "cloud-wax", memberPence: 2000 - waxPrice }),
    ]);
  });

  it("is the list price while her perks are paused (a renewal failed)", async () => {
    const { email, cookie } = await member("essential");
    await database.sql`update memberships set status = 'past_due' where email = ${email}`;
    const paused = await book(HENNA, slotIn(firstMonth), cookie);
    expect(paused).toMatchObject({ totalAmount: 3500, memberAmount: 0, amountDue: 3500 });
    expect(await credits(paused.id)).toEqual([]);
  });
});

describe("the included treatment", () => {
  it("comes back when the booking is cancelled in time, once, and can be used again that month", async () => {
    const { cookie } = await member("essential");
    const included = await book(HENNA, slotIn(firstMonth), cookie);
    const now = new Date(included.startsAt.getTime() - hours(48));
    const cancelled = await cancelBooking(database.db, { bookingId: included.id, actor: { kind: "client" }, refund: "policy" }, { provider, emailContext, now });
    expect(cancelled.outcome).toBe("changed");
    const [credit] = await credits(included.id);
    expect(credit!.released_at).toBeInstanceOf(Date);
    // Cancelled again (a second tab) is refused and gives nothing back twice.
    expect((await cancelBooking(database.db, { bookingId: included.id, actor: { kind: "client" }, refund: "policy" }, { provider, emailContext, now })).outcome).toBe("refused");
    expect(await credits(included.id)).toEqual([credit]);
    const again = await book(HENNA, slotIn(firstMonth), cookie);
    expect(again).toMatchObject({ memberAmount: 3500, amountDue: 0 });
  });

  it("comes back when the booking's hold lapses unpaid", async () => {
    const { cookie } = await member("essential");
    const held = await book([...HENNA, ...WAX], slotIn(firstMonth), cookie);
    expect(held.amountDue).toBeGreaterThan(0);
    await database.sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${held.id}`;
    expect(await sweepExpiredHolds(database.db, provider, emailContext)).toBeGreaterThanOrEqual(1);
    expect(await row(held.id)).toMatchObject({ status: "cancelled" });
    expect((await credits(held.id))[0]!.released_at).toBeInstanceOf(Date);
    expect(await book(HENNA, slotIn(firstMonth), cookie)).toMatchObject({ amountDue: 0 });
  });

  it("goes to one of two bookings made at once: the other pays the member price", async () => {
    const { cookie } = await member("essential");
    const [a, b] = await Promise.all([book(HENNA, slotIn(firstMonth), cookie), book(HENNA, slotIn(firstMonth), cookie)]);
    expect([a.amountDue, b.amountDue].sort((x, y) => x - y)).toEqual([0, memberPricePence(3500, essential)]);
    const [{ live }] = (await database.sql`select count(*)::int as live from membership_credits where booking_id in (${a.id}, ${b.id}) and released_at is null`) as unknown as [{ live: number }];
    expect(live).toBe(1);
  });
});
