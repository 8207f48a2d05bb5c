import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../support/test-app";

const valid = {
  name: "Priya Shah",
  email: "priya@example.com",
  phone: "07700 900456",
  service: "inch-away",
  interestedInModeling: "maybe",
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const rows = () => app.database.sql`select * from waitlist order by created_at`;

describe("POST /api/waitlist", () => {
  it("stores the sign-up and answers 201 with its id", async () => {
    const response = await app.post("/api/waitlist", valid);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await app.database.sql`select * from waitlist where id = ${id}`;
    expect(row).toMatchObject({
      name: "Priya Shah",
      service: "inch-away",
      interested_in_modeling: "maybe",
    });
    expect(await app.database.sql`select id from marketing_consents where email = ${valid.email}`).toEqual([]);
  });

  it("accepts a repeated sign-up (any letter case) without a second row, answering with the same id", async () => {
    const first = (await (await app.post("/api/waitlist", { ...valid, service: "smooth-sculpt" })).json()) as { id: string };
    const again = await app.post("/api/waitlist", { ...valid, email: "PRIYA@Example.com", service: "smooth-sculpt" });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(first.id);
    const stored = await app.database.sql`select id from waitlist where service = 'smooth-sculpt'`;
    expect(stored).toHaveLength(1);
  });

  it("takes a service by its display name (as the waitlist pages send it) and stores the slug", async () => {
    const response = await app.post("/api/waitlist", { ...valid, email: "named@example.com", service: "The Glow Lift" });
    const { id } = (await response.json()) as { id: string };
    const [row] = await app.database.sql`select service from waitlist where id = ${id}`;
    expect(row!.service).toBe("the-glow-lift");
  });

  it("records marketing consent only when it is given", async () => {
    const response = await app.post("/api/waitlist", {
      ...valid,
      email: "consent@example.com",
      service: "the-ice-sculpt",
      marketingEmail: true,
    });
    expect(response.status).toBe(201);
    const [row] = await app.database.sql`select granted, source from marketing_consents where email = 'consent@example.com'`;
    expect(row).toEqual({ granted: true, source: "waitlist" });
  });

  it("still takes the earlier field name, marketingConsent, as the email opt-in", async () => {
    const response = await app.post("/api/waitlist", { ...valid, email: "earlier@example.com", service: "the-glow-lift", marketingConsent: true });
    expect(response.status).toBe(201);
    const [row] = await app.database.sql`select granted, channel from marketing_consents where email = 'earlier@example.com'`;
    expect(row).toEqual({ granted: true, channel: "email" });
  });

  it.each([
    ["name", { name: "P" }, "Name must be at least 2 characters"],
    ["email", { email: "priya@" }, "Please enter a valid email address"],
    ["phone", { phone: "123 456" }, "Phone number must be at least 10 digits"],
    ["phone", { phone: undefined }, "Phone number must be at least 10 digits"],
    ["service", { service: "henna-brows" }, "Please select a service"],
    ["service", { service: undefined }, "Please select a service"],
    ["interestedInModeling", { interestedInModeling: "definitely" }, "Please choose yes, no or maybe"],
    ["interestedInModeling", { interestedInModeling: undefined }, "Please choose yes, no or maybe"],
  ])("refuses a bad %s with its message and stores nothing (%j)", async (field, change, message) => {
    const before = (await rows()).length;
    const response = await app.post("/api/waitlist", { ...valid, email: "bad@example.com", ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toEqual({ [field]: [message] });
    expect((await rows()).length).toBe(before);
  });

  it("answers a bot that fills the honeypot as if stored, and stores nothing", async () => {
    const before = (await rows()).length;
    const response = await app.post("/api/waitlist", { ...valid, email: "bot@example.com", homepage: "x" });
    expect(response.status).toBe(201);
    expect((await rows()).length).toBe(before);
  });

  it("refuses 413 and 415 without storing", async () => {
    const before = (await rows()).length;
    expect((await app.post("/api/waitlist", { ...valid, name: "y".repeat(120_000) })).status).toBe(413);
    expect((await app.post("/api/waitlist", "plain", { headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect((await rows()).length).toBe(before);
  });
});
