import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { epochMs } from "~/db/epoch.server";
import { actorKinds, bookingSources, bookingStatuses, diaryStatuses, paymentStatuses } from "~/features/booking/rules/booking-status";
import { sweepExpiredHolds } from "~/features/booking/index.server";
import type { PaymentProvider } from "~/features/payments";
import { emailContextFromEnv } from "~/server/email-context.server";
import { parseEnv } from "~/server/env.server";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { signInStaff, startTestApp, type TestApp } from "../../support/test-app";

const PASSWORD = "lavender mews teapot";
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60" });
  cookie = await signInStaff(app, "grace", PASSWORD);
});
afterAll(() => app.close());

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const book = (overrides: Record<string, unknown> = {}) => app.post("/api/bookings", bookingRequest(overrides));
const setStatus = (id: string, status: string) => app.post(`/api/bookings/${id}/status`, { status }, { method: "PATCH", headers: { cookie } });
const offered = async (date: string, time: string) => {
  const body = await json<{ slots: { time: string }[] }>(await fetch(`${app.baseUrl}/api/availability?items=henna-brows&from=${date}&days=1`));
  return body.slots.some((slot) => slot.time === time);
};
const lapse = (id: string) => app.database.sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${id}`;

/** Every London date in the booking horizon that offers 10:00 for henna today (tests must not depend on the day). */
async function openDates(): Promise<string[]> {
  const from = nextWeekday("monday", 2);
  const body = await json<{ slots: { date: string; time: string }[] }>(await fetch(`${app.baseUrl}/api/availability?items=henna-brows&from=${from}&days=50`));
  return [...new Set(body.slots.filter((slot) => slot.time === "10:00").map((slot) => slot.date))];
}

describe("a time that is offered can be booked, and the reverse (DESIGN 3a)", () => {
  it("the ghost slot: staff cannot confirm an unpaid hold, and once it lapses the time is offered and booking it succeeds", async () => {
    const date = nextWeekday("wednesday", 4);
    const held = await json<{ id: string }>(await book({ preferredDate: date, preferredTime: "10:00" }));

    const confirm = await setStatus(held.id, "confirmed");
    expect(confirm.status).toBe(409);
    expect(await json(confirm)).toMatchObject({ code: "booking-unpaid", message: expect.stringMatching(/not paid/) });
    const [still] = await app.database.sql`select status from bookings where id = ${held.id}`;
    expect(still!.status).toBe("pending");

    await lapse(held.id);
    expect(await offered(date, "10:00")).toBe(true);
    const again = await book({ preferredDate: date, preferredTime: "10:00", email: "next@example.com" });
    expect(again.status).toBe(201);
  });

  it("for every status, payment status and hold, availability offers a time exactly when booking it succeeds", async () => {
    const holds = { none: null, live: "now() + interval '10 minutes'", lapsed: "now() - interval '1 second'" } as const;
    const cases = bookingStatuses.flatMap((status) =>
      (["unpaid", "paid"] as const).flatMap((payment) => (Object.keys(holds) as (keyof typeof holds)[]).map((hold) => ({ status, payment, hold }))),
    );
    const dates = await openDates();
    expect(dates.length).toBeGreaterThanOrEqual(cases.length);

    for (const [index, { status, payment, hold }] of cases.entries()) {
      const date = dates[index]!;
      const label = `${status}, ${payment}, hold ${hold}`;
      const created = await json<{ id: string }>(await book({ preferredDate: date, preferredTime: "10:00", email: `case${index}@example.com` }));
      // States staff or an older release could have left behind, written straight to the table.
      await app.database.sql.unsafe(
        `update bookings set status = $1, payment_status = $2, hold_expires_at = ${holds[hold] ?? "null"} where id = $3`,
        [status, payment, created.id],
      );
      const isOffered = await offered(date, "10:00");
      const booked = await book({ preferredDate: date, preferredTime: "10:00", email: `other${index}@example.com` });
      expect(booked.status === 201, label).toBe(isOffered);
      const stillOccupies = status !== "cancelled" && (payment === "paid" || hold !== "lapsed");
      expect(isOffered, label).toBe(!stillOccupies);
    }
  }, 60_000);

  it("the diary's triggers, the status checks and the audit's actor check are built from the TypeScript lists", async () => {
    const definitions = await app.database.sql<{ name: string; definition: string }[]>`
      select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conname in ('bookings_status_known', 'bookings_payment_status_known', 'booking_status_changes_actor_known', 'bookings_source_known')
      union all
      select proname, pg_get_functiondef(oid) from pg_proc where proname in ('allocations_follow_booking', 'bookings_status_to_allocations')
      union all
      select indexname, indexdef from pg_indexes where indexname = 'bookings_unpaid_hold_idx'`;
    const literals = (name: string, from: RegExp) => {
      const definition = definitions.find((row) => row.name === name)!.definition;
      const condition = definition.slice(definition.search(from));
      return [...condition.matchAll(/'([^']*)'(?:::text)?/g)].map((match) => match[1]).sort();
    };
    // Which statuses hold their columns: written in both triggers of migration 0038 (docs/decisions/0050).
    expect(literals("allocations_follow_booking", /IN \(/)).toEqual([...diaryStatuses].sort());
    expect(literals("bookings_status_to_allocations", /IN \(/)).toEqual([...diaryStatuses].sort());
    // The lapsed holds' index (migration 0051) holds the diary's statuses, or the diary's read would miss some.
    const lapsedIndex = definitions.find((row) => row.name === "bookings_unpaid_hold_idx")!.definition;
    expect([...lapsedIndex.slice(lapsedIndex.indexOf("ARRAY["), lapsedIndex.indexOf("]")).matchAll(/'([^']*)'/g)].map((match) => match[1]).sort()).toEqual([...diaryStatuses].sort());
    expect(literals("bookings_status_known", /CHECK/)).toEqual([...bookingStatuses].sort());
    expect(literals("bookings_payment_status_known", /CHECK/)).toEqual([...paymentStatuses].sort());
    expect(literals("booking_status_changes_actor_known", /CHECK/)).toEqual([...actorKinds].sort());
    expect(literals("bookings_source_known", /CHECK/)).toEqual([...bookingSources].sort());
  });

  it("the diary reads each instant as the Date the database's driver makes of it, digits below the millisecond dropped", async () => {
    for (const text of ["2026-10-25T01:30:00.000Z", "2027-01-01T09:59:59.999Z", "2027-06-01T10:00:00.123456Z", "2027-06-01T10:00:00.000999Z"]) {
      const [row] = await app.database.db.execute<{ instant: Date; json: [number] }>(
        sql`select ${text}::timestamptz as instant, json_build_array(${epochMs(sql`${text}::timestamptz`)}) as json`,
      );
      expect(row!.json[0], text).toBe(new Date(row!.instant).getTime());
    }
  });

  it("a booking's allocations hold their columns exactly while its status is in the diary, whoever writes them", async () => {
    // 16:30 on a Wednesday: no other test here takes it.
    const made = await json<{ id: string }>(await book({ preferredDate: nextWeekday("wednesday", 6), preferredTime: "16:30" }));
    const inDiary = async () => (await app.database.sql<{ in_diary: boolean }[]>`select in_diary from allocations where booking_id = ${made.id}`).map((row) => row.in_diary);
    expect(await inDiary()).toEqual([true]);
    // Written by hand, the column is set back from the booking's status.
    await app.database.sql`update allocations set in_diary = false where booking_id = ${made.id}`;
    expect(await inDiary()).toEqual([true]);
    for (const status of bookingStatuses) {
      await app.database.sql`update bookings set status = ${status} where id = ${made.id}`;
      expect(await inDiary(), status).toEqual([(diaryStatuses as readonly string[]).includes(status)]);
    }
  });
});

describe("every status change is audited with its actor", () => {
  it("the sweeper cancels lapsed holds as the system, with the reason", async () => {
    const date = nextWeekday("thursday", 5);
    const held = await json<{ id: string }>(await book({ preferredDate: date, preferredTime: "15:00" }));
    await lapse(held.id);
    const cancelled: string[] = [];
    const provider = { name: "demo", cancel: async (id: string) => void cancelled.push(id) } as unknown as PaymentProvider;
    expect(await sweepExpiredHolds(app.database.db, provider, emailContextFromEnv(parseEnv({ NODE_ENV: "test" })))).toBeGreaterThanOrEqual(1);
    const audit = await app.database.sql`select actor, username, from_status, to_status, reason from booking_status_changes where booking_id = ${held.id}`;
    expect(audit).toEqual([{ actor: "system", username: null, from_status: "pending", to_status: "cancelled", reason: "hold-expired" }]);
    const [row] = await app.database.sql`select status, cancellation_reason from bookings where id = ${held.id}`;
    expect(row).toEqual({ status: "cancelled", cancellation_reason: "hold-expired" });
  });

  it("a payment confirms its booking in one change audited with the payment provider as actor; staff have nothing left to confirm", async () => {
    // 16:00: a time the status-by-status test above (10:00 on each open day) never holds, whatever today is.
    const date = nextWeekday("friday", 5);
    const held = await json<{ id: string }>(await book({ preferredDate: date, preferredTime: "16:00" }));
    const intent = await json<{ clientSecret: string }>(await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: held.id } }));
    const paid = await app.post("/api/demo-payments/confirm", { clientSecret: intent.clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" });
    expect(paid.status).toBe(200);
    const [row] = await app.database.sql`select status, payment_status, hold_expires_at from bookings where id = ${held.id}`;
    expect(row).toEqual({ status: "confirmed", payment_status: "paid", hold_expires_at: null });
    expect((await setStatus(held.id, "confirmed")).status).toBe(409);
    const audit = await app.database.sql`
      select actor, username, from_status, to_status, from_payment_status, to_payment_status from booking_status_changes
      where booking_id = ${held.id} order by changed_at`;
    expect(audit).toEqual([
      { actor: "payment", username: null, from_status: "pending", to_status: "confirmed", from_payment_status: "unpaid", to_payment_status: "paid" },
    ]);
    // She hears "You're booked" once, with her receipt; no second "confirmed" email, no "we'll contact you".
    const mail = await app.database.sql`select kind, subject, text from outbox where booking_id = ${held.id} order by created_at, kind`;
    expect(mail.map((entry) => entry.kind)).toEqual(["booking-received", "payment-received", "studio-booking"]);
    expect(mail[0]!.subject).toMatch(/^You're booked: /);
    expect(mail[0]!.text).toContain("You're booked for ");
    expect(mail[0]!.text).not.toContain("to confirm your appointment");
    expect(mail[2]!.text).toContain("the appointment is confirmed");
  });

  it("staff confirm a paid booking that is still pending, even after part of it was refunded", async () => {
    const [legacy] = await app.database.sql`
      insert into bookings (name, email, phone, service, status, payment_status, total_pence, refunded_pence, starts_at, ends_at, blocked_until)
      values ('Partly', 'partly@example.com', '07700900000', 'Cloud Wax', 'pending', 'partially_refunded', 2000, 500,
        now() + interval '400 days', now() + interval '400 days 1 hour', now() + interval '400 days 1 hour') returning id`;
    expect((await setStatus(legacy!.id, "confirmed")).status).toBe(200);
    const [row] = await app.database.sql`select status, payment_status from bookings where id = ${legacy!.id}`;
    expect(row).toEqual({ status: "confirmed", payment_status: "partially_refunded" });
    const audit = await app.database.sql`select actor, username, to_status from booking_status_changes where booking_id = ${legacy!.id}`;
    expect(audit).toEqual([{ actor: "staff", username: "grace", to_status: "confirmed" }]);
  });

  it("staff mark completed or no-show only once the appointment has started", async () => {
    const [future] = await app.database.sql`
      insert into bookings (name, email, phone, service, status, payment_status, total_pence, starts_at, ends_at, blocked_until)
      values ('Soon', 'soon@example.com', '07700900000', 'Cloud Wax', 'confirmed', 'paid', 2000,
        now() + interval '1 day', now() + interval '1 day 1 hour', now() + interval '1 day 1 hour') returning id`;
    const early = await setStatus(future!.id, "no-show");
    expect(early.status).toBe(409);
    expect(await json(early)).toMatchObject({ code: "not-started" });
    const [past] = await app.database.sql`
      insert into bookings (name, email, phone, service, status, payment_status, total_pence, starts_at, ends_at, blocked_until)
      values ('Gone', 'gone@example.com', '07700900000', 'Cloud Wax', 'confirmed', 'paid', 2000,
        now() - interval '2 hours', now() - interval '1 hour', now() - interval '1 hour') returning id`;
    expect((await setStatus(past!.id, "no-show")).status).toBe(200);
    const [row] = await app.database.sql`select status from bookings where id = ${past!.id}`;
    expect(row!.status).toBe("no-show");
  });
});
