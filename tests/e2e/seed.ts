import { expect, test as base, type APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { runningEmbeddedUrl } from "~/db/embedded-postgres.server";
import { seedCatalogue } from "~/features/studio";
import { addDays, fromWallTime, toWallTime, weekdayOf } from "~/lib/zoned-time";
import { e2eBooking, e2eDataDir } from "./e2e-server";

const findBookable = seedCatalogue.findBookable;

/**
 * Tests that do not depend on the day (as Epic Stack's fixtures do): each test reads one clock, fixes the page's
 * clock to it, and books the days and times it chose from it, either straight into the e2e server's database or
 * through the public API on a day the server offers. Nothing walks "the Nth free day", so neither the real day,
 * the time of day nor a parallel test changes what a test sees.
 */

/** One instant per test: the browser's clock is fixed to it and every date the test computes comes from it. */
export interface StudioClock {
  now: Date;
  /** The studio's (London) date at `now`. */
  today: string;
  /** The first Monday to Friday (open 9:00 – 18:00 every week) at least `days` days after today. */
  weekdayAfter(days: number): string;
  /**
   * The nth Monday to Friday after today (1 is the next one). Unlike weekdayAfter, distinct n are distinct days even
   * across a weekend (weekdayAfter(2) and weekdayAfter(3) are the same Monday when today is a Thursday), so tests
   * that each take their own n never want the same time.
   */
  nthWeekday(n: number): string;
}

export function studioClock(now: Date): StudioClock {
  const today = toWallTime(now, e2eBooking.timeZone).date;
  return {
    now,
    today,
    weekdayAfter(days) {
      let date = addDays(today, days);
      while (weekdayOf(date) === "saturday" || weekdayOf(date) === "sunday") date = addDays(date, 1);
      return date;
    },
    nthWeekday(n) {
      let date = today;
      for (let counted = 0; counted < n; ) {
        date = addDays(date, 1);
        if (weekdayOf(date) !== "saturday" && weekdayOf(date) !== "sunday") counted++;
      }
      return date;
    },
  };
}

/** `test` with a `clock` fixture: the page's Date is fixed to the test's one instant before anything loads. */
export const test = base.extend<{ clock: StudioClock }>({
  clock: async ({ page }, provide) => {
    const clock = studioClock(new Date());
    await page.clock.setFixedTime(clock.now);
    await provide(clock);
  },
});

let connection: postgres.Sql | undefined;

/** The e2e server's own embedded PostgreSQL (its URL from the pid file the running server's database wrote). */
async function database(): Promise<postgres.Sql> {
  if (connection) return connection;
  const url = await runningEmbeddedUrl(e2eDataDir);
  if (!url) throw new Error(`No e2e database running in ${e2eDataDir}: is the e2e web server up?`);
  connection = postgres(url, { max: 2, onnotice: () => undefined });
  return connection;
}

export interface SeededBooking {
  id: string;
  name: string;
  email: string;
  slot: { date: string; time: string; start: string };
}

const EXCLUSION_VIOLATION = "23P01";
const seedTimes = ["09:00", "10:15", "11:30", "12:45", "14:00", "15:15", "16:30"];

/**
 * An online Cloud Wax booking as the site makes one (unpaid, holding its time for the hold period, consent given),
 * written straight into the database on a weekday 3 to 7 weeks after the clock's today, where the booking-page
 * tests never book. The time is drawn at random and the next one taken when the database refuses an overlap.
 */
export async function seedBooking(clock: StudioClock, person: { name: string; email: string; notes?: string }): Promise<SeededBooking> {
  const sql = await database();
  const service = findBookable("cloud-wax")!;
  const candidates = [...new Set(Array.from({ length: 20 }, (_, index) => clock.weekdayAfter(21 + index)))].flatMap((date) => seedTimes.map((time) => ({ date, time })));
  const offset = Math.floor(Math.random() * candidates.length);
  for (let attempt = 0; attempt < candidates.length; attempt++) {
    const { date, time } = candidates[(offset + attempt) % candidates.length]!;
    const start = fromWallTime(date, time, e2eBooking.timeZone);
    const end = new Date(start.getTime() + service.durationMinutes * 60_000);
    const blockedUntil = new Date(end.getTime() + e2eBooking.bufferMinutes * 60_000);
    const items = [{ id: service.id, type: "service", name: service.name, pricePence: service.pricePence, durationMinutes: service.durationMinutes }];
    try {
      const id = await withOwner(sql, (tx) => tx<{ id: string }[]>`
        insert into bookings (name, email, phone, service, preferred_date, preferred_time, notes, items, total_pence,
          starts_at, ends_at, blocked_until, hold_expires_at, policy_accepted_at)
        values (${person.name}, ${person.email}, '07700 900123', ${service.name}, ${date}, ${time}, ${person.notes ?? null},
          ${tx.json(items)}, ${service.pricePence}, ${start}, ${end}, ${blockedUntil},
          now() + make_interval(mins => ${e2eBooking.holdMinutes}), now())
        returning id`);
      return { id, ...person, slot: { date, time, start: start.toISOString() } };
    } catch (error) {
      if ((error as { code?: string }).code !== EXCLUSION_VIOLATION) throw error;
    }
  }
  throw new Error("No free seed time: the seeded weeks are full");
}

/**
 * A booking inserted as the owner's, Maya's, as the diary would have given it: its allocation in the same
 * transaction, so the database refuses it (23P01) when her time is taken, as it refuses a booking made online.
 */
async function withOwner(sql: Awaited<ReturnType<typeof database>>, insert: (tx: postgres.TransactionSql) => Promise<{ id: string }[]>): Promise<string> {
  return sql.begin(async (tx) => {
    const [row] = await insert(tx);
    await tx`insert into allocations (booking_id, staff_member_id, starts_at, ends_at)
      select b.id, (select id from staff_members where role = 'owner' order by position limit 1), b.starts_at, b.blocked_until
      from bookings b where b.id = ${row!.id}`;
    return row!.id;
  });
}

/**
 * The demo's body therapist (Priya, migration 0037) made to do one more service, with a photo, so /book offers a
 * choice of practitioner for it; answers her id and name. Use a service no other spec books: a second practitioner
 * changes the free times every spec on the shared server sees. It stays (both projects' tests may run at once, and
 * the e2e database is fresh for every run); seeding again changes nothing.
 */
export async function seedSecondPractitioner(slug: string, photo: string): Promise<{ id: string; name: string }> {
  const sql = await database();
  const [member] = await sql<{ id: string; name: string }[]>`select id, name from staff_members where position = 1`;
  await sql`insert into staff_services (staff_member_id, service_slug) values (${member!.id}, ${slug}) on conflict do nothing`;
  await sql`update staff_members set photo = ${photo} where id = ${member!.id}`;
  return member!;
}

/**
 * A paid booking as one paid before payments confirmed their bookings stands in a database (docs/decisions/0038):
 * still pending, the kind of booking staff still confirm by hand.
 */
export async function asPaidBeforePaymentsConfirmed(bookingId: string): Promise<void> {
  const sql = await database();
  await sql`update bookings set status = 'pending' where id = ${bookingId} and payment_status = 'paid'`;
}

/**
 * A refund the provider answered "failed" for this booking (docs/decisions/0040), as the dashboard's stuck-refund
 * notice shows it; answers a function that deletes it again, so the notice leaves the shared server's dashboard.
 */
export async function seedStuckRefund(bookingId: string): Promise<() => Promise<void>> {
  const sql = await database();
  const [row] = await sql<{ id: string }[]>`
    insert into refunds (booking_id, amount_pence, reason, actor, provider, idempotency_key, status, attempts, last_error, next_attempt_at)
    values (${bookingId}, 1000, 'e2e stuck refund', 'staff', 'demo', ${`e2e-stuck-${bookingId}`}, 'failed', 3, 'card_closed: the card is closed', null)
    returning id`;
  return async () => {
    await sql`delete from refunds where id = ${row!.id}`;
  };
}

/**
 * A paid, confirmed Cloud Wax booking that started before the clock's now, as a client who has arrived (or not):
 * the start is drawn from the past twelve hours and the next half hour taken when the database refuses an overlap,
 * so both projects, and a retry, each get their own.
 */
export async function seedStartedBooking(clock: StudioClock, person: { name: string; email: string }): Promise<SeededBooking> {
  const sql = await database();
  const first = 2 + Math.floor(Math.random() * 20);
  for (let attempt = 0; attempt < 24; attempt++) {
    const start = new Date(clock.now.getTime() - ((first + attempt) % 24) * 30 * 60_000 - 60 * 60_000);
    const end = new Date(start.getTime() + 30 * 60_000);
    const blockedUntil = new Date(end.getTime() + e2eBooking.bufferMinutes * 60_000);
    try {
      const id = await withOwner(sql, (tx) => tx<{ id: string }[]>`
        insert into bookings (name, email, phone, service, status, payment_status, total_pence, starts_at, ends_at, blocked_until, paid_at, items)
        values (${person.name}, ${person.email}, '07700 900333', 'Cloud Wax', 'confirmed', 'paid', 2000,
          ${start}, ${end}, ${blockedUntil}, ${new Date(start.getTime() - 2 * 86_400_000)}, '[]'::jsonb)
        returning id`);
      const wall = toWallTime(start, e2eBooking.timeZone);
      return { id, ...person, slot: { date: wall.date, time: wall.time, start: start.toISOString() } };
    } catch (error) {
      if ((error as { code?: string }).code !== EXCLUSION_VIOLATION) throw error;
    }
  }
  throw new Error("No free past time in the last twelve hours");
}

/**
 * The first weekday from a start on which the server offers `time` for `items` (it skips a day the studio has
 * closed): at least `after` days from the clock's today, or the `nth` weekday (distinct for each n, see nthWeekday).
 * Each test asks for its own day and time, so no parallel test takes it.
 */
export async function bookableDay(
  request: APIRequestContext,
  clock: StudioClock,
  options: { items: string; time: string } & ({ after: number } | { nth: number }),
): Promise<string> {
  const dayAt = (extra: number) => ("nth" in options ? clock.nthWeekday(options.nth + extra) : clock.weekdayAfter(options.after + extra));
  for (let extra = 0; extra < 14; extra++) {
    const date = dayAt(extra);
    const response = await request.get(`/api/availability?items=${options.items}&from=${date}&days=1`);
    expect(response.status()).toBe(200);
    const { slots } = (await response.json()) as { slots: { date: string; time: string }[] };
    if (slots.some((slot) => slot.date === date && slot.time === options.time)) return date;
  }
  throw new Error(`The server offers ${options.items} at ${options.time} on no weekday after ${clock.today} (${JSON.stringify(options)})`);
}

/**
 * A payment for a seeded booking that the bank is still checking, in the demo provider's own table (as after a
 * card that asked for authentication); `settle` later makes it succeed, as the bank's answer would, so the server
 * records it through its usual path when it next asks.
 */
export async function seedPaymentInProgress(booking: SeededBooking): Promise<{ id: string; clientSecret: string; settle(): Promise<void> }> {
  const sql = await database();
  const id = `demo_pi_e2e_${randomBytes(8).toString("hex")}`;
  const clientSecret = `${id}_secret_${randomBytes(8).toString("hex")}`;
  await sql`
    insert into demo_payments (id, booking_id, amount_pence, client_secret, idempotency_key, status)
    select ${id}, id, total_pence, ${clientSecret}, ${id}, 'requires_action' from bookings where id = ${booking.id}`;
  await sql`update bookings set payment_intent_id = ${id} where id = ${booking.id}`;
  return {
    id,
    clientSecret,
    settle: async () => {
      await sql`update demo_payments set status = 'succeeded' where id = ${id}`;
    },
  };
}

/**
 * A busy day in the diary on `date`, written straight into the e2e server's database as the diary would have
 * written it: six of Maya's brow appointments (confirmed and paid, pending, one held for payment), a fat-freezing
 * session on the machine with Priya for its first and last quarter hours only (the cooling between frees her), her
 * leave in the afternoon and a studio closure at the end of the day. Only tests that own `date` may use it.
 */
export async function seedBusyDiaryDay(date: string, tag: string): Promise<{ maya: string; priya: string; names: string[] }> {
  const sql = await database();
  const at = (time: string) => fromWallTime(date, time, e2eBooking.timeZone);
  const minutes = (start: Date, count: number) => new Date(start.getTime() + count * 60_000);
  const [maya] = await sql<{ id: string }[]>`select id from staff_members where role = 'owner' order by position limit 1`;
  const [priya] = await sql<{ id: string }[]>`select id from staff_members where name = 'Priya Shah'`;
  const [machine] = await sql<{ id: string }[]>`select id from resources where kind = 'machine' order by position limit 1`;
  const brows: [string, string, "confirmed" | "pending" | "hold"][] = [
    ["09:00", "henna-brows", "confirmed"],
    ["10:15", "brow-lift", "pending"],
    ["12:00", "tint-spell", "hold"],
    ["13:30", "cloud-wax", "confirmed"],
    ["14:45", "henna-brows", "confirmed"],
    ["16:00", "cloud-wax", "pending"],
  ];
  const names: string[] = [];
  await sql.begin(async (tx) => {
    for (const [index, [time, serviceId, state]] of brows.entries()) {
      const service = findBookable(serviceId)!;
      const start = at(time);
      const end = minutes(start, service.durationMinutes);
      const name = `${["Amelia", "Bea", "Cora", "Daisy", "Esme", "Freya"][index]} ${tag}`;
      names.push(name);
      const items = [{ id: service.id, type: "service", name: service.name, pricePence: service.pricePence, durationMinutes: service.durationMinutes }];
      const paid = state === "confirmed";
      const [row] = await tx<{ id: string }[]>`
        insert into bookings (name, email, phone, service, preferred_date, preferred_time, items, total_pence, status, payment_status, paid_at,
          starts_at, ends_at, blocked_until, hold_expires_at, policy_accepted_at)
        values (${name}, ${`diary-${index}-${tag}@example.com`}, '07700 900555', ${service.name}, ${date}, ${time}, ${tx.json(items)}, ${service.pricePence},
          ${paid ? "confirmed" : "pending"}, ${paid ? "paid" : "unpaid"}, ${paid ? new Date() : null}, ${start}, ${end}, ${minutes(end, e2eBooking.bufferMinutes)},
          ${state === "hold" ? sql`now() + interval '1 day'` : null}, now())
        returning id`;
      await tx`insert into allocations (booking_id, staff_member_id, starts_at, ends_at) values (${row!.id}, ${maya!.id}, ${start}, ${minutes(end, e2eBooking.bufferMinutes)})`;
    }
    // The Ice Sculpt: 45 minutes on the machine, Priya for the first and last 15 (service-facts' handsOn).
    const start = at("10:00");
    const end = minutes(start, 45);
    const name = `Gwen ${tag}`;
    names.push(name);
    const items = [{ id: "the-ice-sculpt", type: "service", name: "The Ice Sculpt", pricePence: 16900, durationMinutes: 45 }];
    const [row] = await tx<{ id: string }[]>`
      insert into bookings (name, email, phone, service, preferred_date, preferred_time, items, total_pence, status, payment_status, paid_at,
        starts_at, ends_at, blocked_until, policy_accepted_at)
      values (${name}, ${`diary-ice-${tag}@example.com`}, '07700 900556', 'The Ice Sculpt', ${date}, '10:00', ${tx.json(items)}, 16900,
        'confirmed', 'paid', now(), ${start}, ${end}, ${minutes(end, e2eBooking.bufferMinutes)}, now())
      returning id`;
    await tx`insert into allocations (booking_id, staff_member_id, resource_id, starts_at, ends_at) values
      (${row!.id}, ${priya!.id}, null, ${start}, ${minutes(start, 15)}),
      (${row!.id}, ${priya!.id}, null, ${minutes(start, 30)}, ${minutes(end, e2eBooking.bufferMinutes)}),
      (${row!.id}, null, ${machine!.id}, ${start}, ${minutes(end, e2eBooking.bufferMinutes)})`;
    await tx`insert into time_off (staff_member_id, starts_at, ends_at, reason) values (${priya!.id}, ${at("15:00")}, ${at("18:00")}, 'Dentist')`;
    await tx`insert into closures (starts_at, ends_at, reason) values (${at("17:30")}, ${at("18:00")}, ${`Deep clean ${tag}`})`;
  });
  return { maya: maya!.id, priya: priya!.id, names };
}

/**
 * A staff account of one role in the e2e server's database, as the owner would add it (createStaffUser, then the
 * role). A practitioner's account signs in as Priya, the demo's body therapist, so her diary is Priya's column.
 */
export async function seedStaffAccount(role: "reception" | "practitioner", username: string, password: string): Promise<void> {
  const sql = await database();
  const { connect } = await import("~/db/client.server");
  const { createStaffUser } = await import("~/features/team/team-accounts.server");
  const connection = connect(await runningEmbeddedUrl(e2eDataDir).then((url) => url!), { poolSize: 1 });
  try {
    const user = await createStaffUser(connection.db, username, password);
    if (role === "practitioner") {
      await sql.begin(async (tx) => {
        await tx`delete from staff_members where user_id = ${user.id}`;
        await tx`update staff_members set user_id = ${user.id} where name = 'Priya Shah'`;
      });
    } else await sql`update staff_members set role = ${role} where user_id = ${user.id}`;
  } finally {
    await connection.close();
  }
}

/**
 * A reset link for a staff account, as the outbox would have sent it (docs/decisions/0067): her email set, her
 * request's row, and the link holding only the token's SHA-256, live for the hour (docs/decisions/0079). The raw token is returned for the test to open.
 */
export async function seedPasswordReset(username: string, email: string): Promise<string> {
  const sql = await database();
  const { createHash } = await import("node:crypto");
  const token = randomBytes(32).toString("base64url");
  await sql.begin(async (tx) => {
    const [member] = await tx<{ id: string }[]>`update staff_members set email = ${email} where user_id = (select id from users where username = ${username}) returning id`;
    await tx`insert into staff_password_resets (staff_member_id) values (${member!.id})`;
    await tx`insert into links (kind, subject, token_hash, expires_at, single_use) values ('password-reset', ${member!.id}, ${createHash("sha256").update(token).digest("hex")}, now() + interval '1 hour', true)`;
  });
  return token;
}

/**
 * A second practitioner for `services`, who works only on `date` (on leave every other day from now to a year on),
 * so moving a booking to another practitioner can be tried there without changing any other test's free times.
 */
export async function seedPractitionerForDay(date: string, services: readonly string[], name: string): Promise<string> {
  const sql = await database();
  return sql.begin(async (tx) => {
    const [member] = await tx<{ id: string }[]>`insert into staff_members (name, role, position) values (${name}, 'practitioner', 50) returning id`;
    const id = member!.id;
    for (const slug of services) await tx`insert into staff_services (staff_member_id, service_slug) values (${id}, ${slug})`;
    for (const weekday of [1, 2, 3, 4, 5, 6]) await tx`insert into staff_hours (staff_member_id, weekday, opens, closes) values (${id}, ${weekday}, '09:00', '18:00')`;
    const dayStart = fromWallTime(date, "00:00", e2eBooking.timeZone);
    const dayEnd = fromWallTime(addDays(date, 1), "00:00", e2eBooking.timeZone);
    await tx`insert into time_off (staff_member_id, starts_at, ends_at, reason) values
      (${id}, now() - interval '1 day', ${dayStart}, 'Away'), (${id}, ${dayEnd}, ${dayEnd.toISOString()}::timestamptz + interval '1 year', 'Away')`;
    return id;
  });
}

/** A text in the text outbox, as the reminder sweep writes one (docs/decisions/0063): the e2e server has no Twilio, so it waits. */
export async function seedText(text: { to: string; body: string; status?: "pending" | "failed"; lastError?: string }): Promise<void> {
  const sql = await database();
  await sql`insert into text_outbox (kind, "to", body, status, last_error) values ('booking-reminder', ${text.to}, ${text.body}, ${text.status ?? "pending"}, ${text.lastError ?? null})`;
}
