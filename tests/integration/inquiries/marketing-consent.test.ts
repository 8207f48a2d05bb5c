import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKETING_WORDING_VERSION, marketingWordings } from "~/features/marketing";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { accountCookie, asClient } from "../../support/members";
import { asStaff, signInStaff, startTestApp, type TestApp } from "../../support/test-app";

/*
 * Marketing consent under PECR (issue 20 item 2, docs/decisions/0037) through the public API: every form's separate
 * opt-in (`marketingEmail: true`) is stored with its wording's version and id, its source and the time; an unticked
 * box stores nothing; a refused request stores nothing; the account withdraws; staff see it in the privacy export,
 * and erasure removes it.
 */
let app: TestApp;
let staff: ReturnType<typeof asStaff>;
beforeAll(async () => {
  app = await startTestApp();
  staff = asStaff(app, await signInStaff(app));
}, 120_000);
afterAll(() => app?.close());

interface ConsentRow {
  email: string;
  channel: string;
  granted: boolean;
  wording_version: number | null;
  wording_id: string | null;
  source: string;
  created_at: Date;
}
const consents = (email: string) => app.database.sql<ConsentRow[]>`select * from marketing_consents where email = ${email} order by created_at, id`;

const person = (email: string) => ({ name: "Amelia Hart", email, phone: "07700 900123" });
const contact = (email: string, extra: object = {}) => ({ ...person(email), message: "Hello! Could I book henna brows for a wedding?", ...extra });
const waitlistSignUp = (email: string, extra: object = {}) => ({ ...person(email), service: "the-glow-lift", interestedInModeling: "no", ...extra });
const freshSlot = freshSlots();
const booking = (email: string, extra: object = {}) =>
  bookingRequest({ email, items: [{ id: "cloud-wax", type: "service" }], service: "Cloud Wax", patchTest: undefined, ...freshSlot(), ...extra });

describe("the opt-in on each form", () => {
  it.each([
    ["contact", "/api/contact", contact],
    ["waitlist", "/api/waitlist", waitlistSignUp],
    ["booking", "/api/bookings", booking],
    ["join", "/api/memberships", (email: string, extra?: object) => ({ tier: "essential", name: "Amelia Hart", email, ...extra })],
  ] as const)("%s: a ticked box is a consent with its words' version and id and the time; unticked stores nothing", async (source, path, body) => {
    const before = new Date();
    const ticked = `ticked-${source}@example.com`;
    const response = await app.post(path, body(` ${ticked.toUpperCase()} `.trim(), { marketingEmail: true }));
    expect(response.status, await response.clone().text()).toBe(201);
    const [row, ...more] = await consents(ticked);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      email: ticked,
      channel: "email",
      granted: true,
      wording_version: MARKETING_WORDING_VERSION,
      wording_id: marketingWordings.email.id,
      source,
    });
    expect(row!.created_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(row!.created_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const unticked = `unticked-${source}@example.com`;
    const plain = await app.post(path, body(unticked, { marketingEmail: false }));
    expect(plain.status).toBe(201);
    expect(await consents(unticked)).toEqual([]);
  });

  it("a booking refused (400) keeps no consent either", async () => {
    const email = "refused@example.com";
    const refused = await app.post("/api/bookings", booking(email, { policyAccepted: false, marketingEmail: true }));
    expect(refused.status).toBe(400);
    expect(await consents(email)).toEqual([]);
  });

  it("takes the same shape from a plain form post ('on') and refuses anything else as a field error", async () => {
    const bad = await app.post("/api/contact", contact("bad@example.com", { marketingEmail: "yes please" }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.marketingEmail).toBeDefined();
    expect(await consents("bad@example.com")).toEqual([]);
    expect((await app.post("/api/contact", contact("on@example.com", { marketingEmail: "on" }))).status).toBe(201);
    expect(await consents("on@example.com")).toHaveLength(1);
  });
});

describe("her account", () => {
  const email = "account@example.com";
  let client: ReturnType<typeof asClient>;
  beforeAll(async () => {
    client = asClient(app, await accountCookie(app, email));
  });

  it("shows her choice, withdraws it when unticked, and grants it again when ticked", async () => {
    expect((await app.post("/api/contact", contact(email, { marketingEmail: true }))).status).toBe(201);
    const shown = (await (await client("GET", "/api/account/marketing")).json()) as { marketing: { channel: string; granted: boolean; source: string }[] };
    expect(shown.marketing).toEqual([expect.objectContaining({ channel: "email", granted: true, source: "contact" })]);

    const withdrawn = await client("PUT", "/api/account/marketing", { marketingEmail: false });
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as typeof shown).marketing[0]).toMatchObject({ granted: false, source: "account" });
    // Saving the same choice again writes nothing more; the history stays as evidence.
    await client("PUT", "/api/account/marketing", {});
    expect((await consents(email)).map((row) => [row.granted, row.source])).toEqual([
      [true, "contact"],
      [false, "account"],
    ]);
    await client("PUT", "/api/account/marketing", { marketingEmail: true });
    expect((await consents(email)).at(-1)).toMatchObject({ granted: true, source: "account", wording_version: MARKETING_WORDING_VERSION });
  });

  it("is hers alone: without a session 401, and a bad body is a 400 that changes nothing", async () => {
    expect((await fetch(`${app.baseUrl}/api/account/marketing`)).status).toBe(401);
    const count = (await consents(email)).length;
    expect((await client("PUT", "/api/account/marketing", { marketingEmail: 7 })).status).toBe(400);
    expect(await consents(email)).toHaveLength(count);
  });
});

describe("the privacy export and erasure", () => {
  const email = "export@example.com";
  it("lists every choice with its words and time, and erasure removes them all", async () => {
    expect((await app.post("/api/waitlist", waitlistSignUp(email, { marketingEmail: true }))).status).toBe(201);
    await asClient(app, await accountCookie(app, email))("PUT", "/api/account/marketing", { marketingEmail: false });
    const found = (await (await staff("GET", `/api/admin/privacy?email=${encodeURIComponent(email.toUpperCase())}`)).json()) as {
      marketing: { channel: string; granted: boolean; wordingVersion: number | null; wordingId: string | null; source: string; createdAt: string }[];
    };
    expect(found.marketing).toEqual([
      { channel: "email", granted: true, wordingVersion: MARKETING_WORDING_VERSION, wordingId: marketingWordings.email.id, source: "waitlist", createdAt: expect.any(String) },
      { channel: "email", granted: false, wordingVersion: MARKETING_WORDING_VERSION, wordingId: marketingWordings.email.id, source: "account", createdAt: expect.any(String) },
    ]);
    // Staff see her current choice where they look: the Waitlist tab's list.
    const waitlist = (await (await staff("GET", "/api/waitlist")).json()) as { email: string; marketing: { granted: boolean; source: string }[] }[];
    expect(waitlist.find((row) => row.email === email)?.marketing).toEqual([expect.objectContaining({ granted: false, source: "account" })]);

    const erased = await staff("POST", "/api/admin/privacy/erase", { email });
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as { marketingChoices: number }).marketingChoices).toBe(2);
    expect(await consents(email)).toEqual([]);
    // Someone else's choices are untouched.
    expect(await consents("ticked-contact@example.com")).toHaveLength(1);
  });
});
