import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendDueEmails, type OutboxMessage } from "~/features/mail/outbox.server";
import { prepareEmail } from "~/server/mailer.server";
import { formatLondonDateTime } from "~/lib/display-time";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { asStaff, signInStaff, startTestApp, type TestApp } from "../../support/test-app";

/*
 * Launch from the waitlist (issue 12, DESIGN 9, docs/decisions/0020) against the real app and PostgreSQL: making a
 * coming-soon service live invites its waitlist with personal links; during the window only a link books it, at
 * the early-bird price, once; after the window everyone books it at the normal price.
 */
const ORIGIN = "https://studio.example";
const SLUG = "the-glow-lift";
const PRICE = 7900;
const EARLY_BIRD = 5900;
let app: TestApp;
let staff: ReturnType<typeof asStaff>;

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: ORIGIN, LAUNCH_EARLY_ACCESS_DAYS: "5" });
  staff = asStaff(app, await signInStaff(app));
}, 120_000);
afterAll(() => app?.close());

const people = ["Ada Lovelace", "Mary Seacole", "Rosalind Franklin"].map((name) => ({
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
  phone: "07700 900456",
  service: SLUG,
  interestedInModeling: "no",
}));

const freshSlot = freshSlots();

const book = (person: (typeof people)[number], access?: string, slot = freshSlot()) =>
  app.post(
    "/api/bookings",
    bookingRequest({ name: person.name, email: person.email, service: "The Glow Lift", items: [{ id: SLUG, type: "service" }], patchTest: undefined, ...slot, ...(access ? { access } : {}) }),
  );

async function pay(bookingId: string) {
  const intent = await app.post("/api/create-payment-intent", { bookingDetails: { bookingId } });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" });
  expect(paid.status).toBe(200);
}

const sent: OutboxMessage[] = [];
/** The personal link of each early-access email, by recipient. */
const links = new Map<string, string>();
const LINK = new RegExp(`${ORIGIN.replaceAll(".", "\\.")}/book\\?items=${SLUG}&access=([A-Za-z0-9_-]{43})`);

describe("launching a coming-soon service", () => {
  it("queues one early-access email per person on its waitlist, each with a link of its own", async () => {
    for (const person of people) expect((await app.post("/api/waitlist", person)).status).toBe(201);
    // Someone who unsubscribed wants no more of its mail.
    expect((await app.post("/api/waitlist", { ...people[0]!, name: "Grace Hopper", email: "grace@example.com" })).status).toBe(201);
    await app.database.sql`update waitlist set unsubscribed_at = now() where email = 'grace@example.com'`;
    // The welcomes go first: only the launch's emails are read below.
    while ((await sendDueEmails(app.database.db, async () => undefined, { batchSize: 50 })).picked > 0);

    expect((await staff("PATCH", `/api/services/${SLUG}`, { earlyBirdPricePence: EARLY_BIRD })).status).toBe(200);
    const launched = await staff("PATCH", `/api/services/${SLUG}`, { state: "live" });
    expect(launched.status).toBe(200);
    const facts = (await launched.json()) as { state: string; earlyAccessUntil: string };
    expect(facts.state).toBe("live");
    const opensAt = Date.parse(facts.earlyAccessUntil);
    expect(opensAt - Date.now()).toBeGreaterThan(5 * 86_400_000 - 60_000);
    expect(opensAt - Date.now()).toBeLessThanOrEqual(5 * 86_400_000);

    const queued = await app.database.sql<{ to: string; waitlist_id: string }[]>`select "to", waitlist_id from outbox where kind = 'early-access'`;
    expect(queued.map((row) => row.to).sort()).toEqual(people.map((person) => person.email).sort());

    while ((await sendDueEmails(app.database.db, async (message) => void sent.push(message), { prepare: prepareEmail, batchSize: 50 })).picked > 0);
    const emails = sent.filter((message) => message.kind === "early-access");
    expect(emails).toHaveLength(3);
    for (const email of emails) {
      const match = LINK.exec(email.text);
      expect(match, email.to).not.toBeNull();
      expect(email.html).toContain(match![0].replace("&", "&amp;"));
      expect(email.text).toContain("£59 (usually £79)");
      // When the link stops working: the moment booking opens to everyone.
      expect(email.text).toContain(`Your link works until: ${formatLondonDateTime(new Date(opensAt))}`);
      // Every slot filled (a token itself may hold "__": base64url).
      expect(email.text).not.toMatch(/__(early_access|unsubscribe)_token__/);
      // The waitlist's unsubscribe link and one-click headers, as every waitlist email has.
      expect(email.headers?.["List-Unsubscribe"]).toMatch(new RegExp(`^<${ORIGIN}/unsubscribe/[A-Za-z0-9_-]{43}>$`));
      links.set(email.to, match![1]!);
    }
    expect(new Set(links.values()).size).toBe(3);
    // Only hashes are stored.
    const stored = await app.database.sql<{ token_hash: string }[]>`select token_hash from links where kind = 'early-access'`;
    expect(stored).toHaveLength(3);
    for (const token of links.values()) expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const invited = await app.database.sql<{ email: string }[]>`select email from waitlist where service = ${SLUG} and invited_at is not null`;
    expect(invited.map((row) => row.email).sort()).toEqual(people.map((person) => person.email).sort());
    // The launch and its audit.
    expect(await app.database.sql`select actor from service_launches where slug = ${SLUG}`).toEqual([{ actor: "ada" }]);
  });

  it("is not bookable without a link until the window ends, and stores nothing", async () => {
    const refused = await book(people[0]!);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe("early-access-only");
    expect(body.message).toMatch(/opens to everyone on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}/);
    const times = await fetch(`${app.baseUrl}/api/availability?items=${SLUG}`);
    expect(times.status).toBe(409);
    expect(((await times.json()) as { code: string }).code).toBe("early-access-only");
    expect(await app.database.sql`select id from bookings where service like 'The Glow Lift%'`).toEqual([]);
    // Its packages too: the link books the treatment itself.
    expect((await app.post("/api/bookings", bookingRequest({ items: [{ id: SLUG, type: "package", packageIndex: 1 }], patchTest: undefined, ...freshSlot() }))).status).toBe(409);
  });

  it("books at the early-bird price through a link, which is then spent", async () => {
    const ada = people[0]!;
    const token = links.get(ada.email)!;
    const times = await fetch(`${app.baseUrl}/api/availability?items=${SLUG}&access=${token}`);
    expect(times.status).toBe(200);
    expect(((await times.json()) as { slots: unknown[] }).slots.length).toBeGreaterThan(0);

    const created = await book(ada, token);
    expect(created.status).toBe(201);
    const booking = (await created.json()) as { id: string; totalAmount: number };
    expect(booking.totalAmount).toBe(EARLY_BIRD);
    await pay(booking.id);
    const [row] = await app.database.sql<{ total_pence: number; payment_status: string; service: string }[]>`select total_pence, payment_status, service from bookings where id = ${booking.id}`;
    expect(row).toEqual({ total_pence: EARLY_BIRD, payment_status: "paid", service: "The Glow Lift (early bird)" });
    const [entry] = await app.database.sql<{ booked_at: Date | null; early_access_booking_id: string }[]>`
      select booked_at, early_access_booking_id from waitlist where email = ${ada.email}`;
    expect(entry!.early_access_booking_id).toBe(booking.id);
    expect(entry!.booked_at).toBeInstanceOf(Date);

    const reused = await book(ada, token);
    expect(reused.status).toBe(409);
    expect(await reused.json()).toMatchObject({ code: "early-access-used", message: expect.stringMatching(/already been used/) });
  });

  it("lets one of two tabs hold the early-bird price, and frees the link when that hold lapses", async () => {
    const mary = people[1]!;
    const token = links.get(mary.email)!;
    const answers = await Promise.all([book(mary, token), book(mary, token)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(((await loser.json()) as { code: string }).code).toBe("early-access-in-use");
    const winner = (await answers.find((answer) => answer.status === 201)!.json()) as { id: string; totalAmount: number };
    expect(winner.totalAmount).toBe(EARLY_BIRD);
    expect(await app.database.sql`select id from bookings where email = ${mary.email}`).toHaveLength(1);

    // The first tab's hold lapses unpaid: the link is not burnt.
    await app.database.sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${winner.id}`;
    const again = await book(mary, token);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { totalAmount: number }).totalAmount).toBe(EARLY_BIRD);
  });

  it("shows staff the funnel per service", async () => {
    const answer = await staff("GET", "/api/waitlist/funnel");
    expect(answer.status).toBe(200);
    const funnel = (await answer.json()) as { slug: string; signedUp: number; invited: number; booked: number; opensAt: string | null }[];
    expect(funnel.find((row) => row.slug === SLUG)).toMatchObject({ signedUp: 4, invited: 3, booked: 1, opensAt: expect.any(String) });
    expect(funnel.find((row) => row.slug === "inch-away")).toMatchObject({ signedUp: 0, invited: 0, booked: 0, opensAt: null });
    expect((await fetch(`${app.baseUrl}/api/waitlist/funnel`)).status).toBe(401);
  });

  it("refuses an unknown or expired link, and opens to everyone at the normal price after the window", async () => {
    const bogus = await book(people[2]!, "x".repeat(43));
    expect(bogus.status).toBe(409);
    expect(((await bogus.json()) as { code: string }).code).toBe("early-access-invalid");

    // The window ends.
    await app.database.sql`update service_launches set launched_at = now() - interval '5 days', opens_at = now() - interval '1 minute' where slug = ${SLUG}`;
    const expired = await book(people[2]!, links.get(people[2]!.email)!);
    expect(expired.status).toBe(409);
    expect(await expired.json()).toMatchObject({ code: "early-access-expired", message: expect.stringMatching(/expired/) });

    const open = await book(people[2]!);
    expect(open.status).toBe(201);
    expect(((await open.json()) as { totalAmount: number }).totalAmount).toBe(PRICE);
  });

  it("launches once when two members of staff make it live at the same moment, and not from paused", async () => {
    for (const email of ["ines@example.com", "joan@example.com"]) {
      expect((await app.post("/api/waitlist", { ...people[0]!, service: "inch-away", email })).status).toBe(201);
    }
    const answers = await Promise.all([staff("PATCH", "/api/services/inch-away", { state: "live" }), staff("PATCH", "/api/services/inch-away", { state: "live" })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await app.database.sql`select id from service_launches where slug = 'inch-away'`).toHaveLength(1);
    expect(await app.database.sql`select id from outbox where kind = 'early-access' and "to" in ('ines@example.com', 'joan@example.com')`).toHaveLength(2);

    // Paused and live again is a return, not a launch: no new window, no new emails.
    expect((await staff("PATCH", "/api/services/inch-away", { state: "paused" })).status).toBe(200);
    expect((await staff("PATCH", "/api/services/inch-away", { state: "live" })).status).toBe(200);
    expect(await app.database.sql`select id from service_launches where slug = 'inch-away'`).toHaveLength(1);
    expect(await app.database.sql`select id from outbox where kind = 'early-access' and "to" in ('ines@example.com', 'joan@example.com')`).toHaveLength(2);
  });

  it("names a link's booking plainly when no early-bird price was set, as it is charged the normal price", async () => {
    // Inch Away was launched above with no early-bird price.
    const [facts] = await app.database.sql<{ price_pence: number }[]>`select price_pence from service_facts where slug = 'inch-away'`;
    const mail: OutboxMessage[] = [];
    while ((await sendDueEmails(app.database.db, async (message) => void mail.push(message), { prepare: prepareEmail, batchSize: 50 })).picked > 0);
    const email = mail.find((message) => message.kind === "early-access" && message.to === "ines@example.com")!;
    const token = /access=([A-Za-z0-9_-]{43})/.exec(email.text)![1]!;
    const created = await app.post(
      "/api/bookings",
      bookingRequest({ name: "Ines Ramos", email: "ines@example.com", service: "Inch Away", items: [{ id: "inch-away", type: "service" }], patchTest: undefined, ...freshSlot(), access: token }),
    );
    expect(created.status).toBe(201);
    const booking = (await created.json()) as { id: string; totalAmount: number };
    expect(booking.totalAmount).toBe(facts!.price_pence);
    const [row] = await app.database.sql<{ service: string }[]>`select service from bookings where id = ${booking.id}`;
    expect(row!.service).toBe("Inch Away");
  });
});

describe("a studio without early access (LAUNCH_EARLY_ACCESS_DAYS=0)", () => {
  it("opens a launched service to everyone at once, at the normal price, and emails no links", async () => {
    const open = await startTestApp({ PUBLIC_URL: ORIGIN, LAUNCH_EARLY_ACCESS_DAYS: "0" });
    try {
      const openStaff = asStaff(open, await signInStaff(open));
      expect((await open.post("/api/waitlist", { ...people[0]!, service: SLUG })).status).toBe(201);
      expect((await openStaff("PATCH", `/api/services/${SLUG}`, { state: "live", earlyBirdPricePence: 5900 })).status).toBe(200);
      expect(await open.database.sql`select id from outbox where kind = 'early-access'`).toHaveLength(0);
      expect(await open.database.sql`select id from waitlist where invited_at is not null`).toHaveLength(0);
      const booked = await open.post(
        "/api/bookings",
        bookingRequest({ name: "Grace Hopper", email: "grace@example.com", service: "The Glow Lift", items: [{ id: SLUG, type: "service" }], patchTest: undefined, ...freshSlot() }),
      );
      expect(booked.status).toBe(201);
      const [row] = await open.database.sql`select total_pence from bookings where email = 'grace@example.com'`;
      expect(row!.total_pence).toBeGreaterThan(5900);
    } finally {
      await open.close();
    }
  });
});
