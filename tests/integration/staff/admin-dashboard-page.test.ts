import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardLoader } from "~/features/staff/admin-page.server";
import { BOOKING_PAGE } from "~/features/booking";
import { stuckRefundAdvice } from "~/features/payments";
import { sessionCookieName } from "~/features/staff-session";
import { signIn } from "~/features/staff-session/index.server";
import { createStaffUser } from "~/features/team/index.server";
import { studioInstant, studioToday } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { createTestDatabase, type TestDatabase } from "../../support/database";

/** How many bookings /admin's loader puts on a page (the first page is what a phone has to load and hydrate). */
let database: TestDatabase;
let context: AppLoadContext;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  context = { db: database.db, production: false } as AppLoadContext;
  await createStaffUser(database.db, "page-size", "lavender mews teapot");
  const signedIn = await signIn(database.db, "page-size", "lavender mews teapot", "203.0.113.7");
  if (signedIn.outcome !== "signed-in") throw new Error(signedIn.outcome);
  cookie = `${sessionCookieName(false)}=${encodeURIComponent(signedIn.sessionId)}`;
  const items = JSON.stringify([{ id: "henna-brows", type: "service", name: "Henna Brows", pricePence: 3500, durationMinutes: 45 }]);
  // Past appointments an hour apart, more than a dashboard page of them.
  await database.sql`
    insert into bookings (name, email, phone, service, items, total_pence, status, payment_status, paid_at, starts_at, ends_at, blocked_until, created_at)
    select 'Client ' || g, 'client' || g || '@example.com', '07700 ' || lpad(g::text, 6, '0'), 'Henna Brows', ${items}::jsonb, 3500,
      'completed', 'paid', s - interval '3 days', s, s + interval '45 minutes', s + interval '60 minutes', s - interval '3 days'
    from (select g, date_trunc('hour', now()) - g * interval '1 hour' as s from generate_series(1, ${BOOKING_PAGE.dashboard + 5}) g) past`;
});
afterAll(() => database.drop());

const load = (search: string) =>
  dashboardLoader({ request: new Request(`http://studio.test/admin${search}`, { headers: { cookie } }), context, params: {} } as never);

describe("the dashboard's bookings page", () => {
  it(`opens on ${BOOKING_PAGE.dashboard} bookings, fewer than the API's ${BOOKING_PAGE.default}, with a link to the older ones`, async () => {
    const page = await load("");
    expect(BOOKING_PAGE.dashboard).toBeLessThan(BOOKING_PAGE.default);
    expect(page.bookings).toHaveLength(BOOKING_PAGE.dashboard);
    expect(page.bookingPages.pageSize).toBe(BOOKING_PAGE.dashboard);
    expect(page.bookingPages.next).toBeTruthy();
  });

  it("shows the size the address asks for, and its own size for one out of range", async () => {
    expect((await load("?limit=3")).bookings).toHaveLength(3);
    expect((await load(`?limit=${BOOKING_PAGE.dashboard + 5}`)).bookings).toHaveLength(BOOKING_PAGE.dashboard + 5);
    expect((await load("?limit=0")).bookings).toHaveLength(BOOKING_PAGE.dashboard);
    expect((await load("?limit=lots")).bookings).toHaveLength(BOOKING_PAGE.dashboard);
  });
});

describe("refunds that need staff (docs/decisions/0040)", () => {
  it("are on the dashboard with what to do, and on their booking's card; one still being retried is not", async () => {
    const [newest] = await database.sql`select id from bookings order by created_at desc, id desc limit 1`;
    await database.sql`
      insert into refunds (booking_id, amount_pence, reason, actor, provider, idempotency_key, status, next_attempt_at, attempts, last_error)
      values (${newest!.id}, 1500, 'illness', 'staff', 'stripe', ${`refund-failed-${newest!.id}`}, 'failed', null, 1, null),
             (${newest!.id}, 500, 'a shorter treatment', 'staff', 'stripe', ${`refund-retrying-${newest!.id}`}, 'pending', now() + interval '4 minutes', 2, 'api_connection_error: cut off')`;
    const page = await load("");
    expect(page.stuckRefunds).toEqual([expect.objectContaining({ bookingId: newest!.id, amountPence: 1500, state: "failed", advice: stuckRefundAdvice.failed })]);
    const card = page.bookings.find((booking) => booking.id === newest!.id)!;
    expect(card.stuckRefunds?.map((refund) => refund.amountPence)).toEqual([1500]);
  });
});

describe("a practitioner's dashboard (issue 22, docs/decisions/0051)", () => {
  it("is her diary: her own appointments in the calendar, and none of the desk's lists", async () => {
    const [owner] = await database.sql<{ id: string }[]>`select m.id from staff_members m join users u on u.id = m.user_id where u.username = 'page-size'`;
    await createStaffUser(database.db, "page-practitioner", "lavender mews teapot");
    const [practitioner] = await database.sql<{ id: string }[]>`
      update staff_members set role = 'practitioner' where user_id = (select id from users where username = 'page-practitioner') returning id`;
    await database.sql`insert into staff_services (staff_member_id, service_slug) values (${practitioner!.id}, 'henna-brows')`;
    // Two appointments of one day a week ago, 11:00 and 12:00: one in her column, the other in the owner's.
    const date = addDays(studioToday(), -7);
    const made = await Promise.all(
      ["11:00", "12:00"].map(async (time) => {
        const startsAt = studioInstant(date, time);
        const [row] = await database.sql<{ id: string }[]>`
          insert into bookings (name, email, phone, service, items, total_pence, status, payment_status, starts_at, ends_at, blocked_until)
          values ('Diary Client', 'diary@example.com', '07700 900111', 'Henna Brows', '[]'::jsonb, 3500, 'completed', 'paid',
            ${startsAt}, ${new Date(startsAt.getTime() + 45 * 60_000)}, ${new Date(startsAt.getTime() + 60 * 60_000)}) returning id`;
        return { id: row!.id, startsAt, blockedUntil: new Date(startsAt.getTime() + 60 * 60_000) };
      }),
    );
    const [mine, theirs] = made as [(typeof made)[0], (typeof made)[0]];
    await database.sql`insert into allocations (booking_id, staff_member_id, starts_at, ends_at) values
      (${mine.id}, ${practitioner!.id}, ${mine.startsAt}, ${mine.blockedUntil}), (${theirs.id}, ${owner!.id}, ${theirs.startsAt}, ${theirs.blockedUntil})`;
    const signedIn = await signIn(database.db, "page-practitioner", "lavender mews teapot", "203.0.113.7");
    if (signedIn.outcome !== "signed-in") throw new Error(signedIn.outcome);
    const hers = `${sessionCookieName(false)}=${encodeURIComponent(signedIn.sessionId)}`;
    const page = await dashboardLoader({ request: new Request(`http://studio.test/admin?tab=calendar&view=day&date=${date}`, { headers: { cookie: hers } }), context, params: {} } as never);
    const ids = (page.calendar ?? []).map((booking: { id: string }) => booking.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(page).toMatchObject({ bookings: [], contacts: [], waitlist: [], stats: undefined, stuckRefunds: undefined });
    // The hour grid's first paint: her column only, her appointment in it, the owner's nowhere.
    expect(page.diary?.columns.map((column) => column.id)).toEqual([practitioner!.id]);
    expect(page.diary?.items.filter((item) => item.kind === "booking").map((item) => item.bookingId)).toEqual([mine.id]);
    // The owner's calendar that day holds both.
    const owners = await load(`?tab=calendar&view=day&date=${date}`);
    expect((owners.calendar ?? []).map((booking: { id: string }) => booking.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(owners.diary?.columns.map((column) => column.id)).toEqual(expect.arrayContaining([owner!.id, practitioner!.id]));
    expect(owners.diary?.items.filter((item) => item.kind === "booking").map((item) => item.bookingId)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });
});
