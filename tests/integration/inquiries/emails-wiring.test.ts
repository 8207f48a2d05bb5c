import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultStudio } from "~/content/studio";
import { submitContact } from "~/features/inquiries/submit-contact.server";
import { submitWaitlist } from "~/features/inquiries/submit-waitlist.server";
import { joinWaitlist } from "~/features/inquiries/waitlist.server";
import { startTestApp, type TestApp } from "../../support/test-app";

const contact = {
  name: "Amelia Hart",
  email: "amelia@example.com",
  phone: "+44 7700 900123",
  service: "Henna Brows",
  message: "Hello! Could I book henna brows for a wedding in May?",
};

const signUp = {
  name: "Priya Shah",
  email: "priya@example.com",
  phone: "07700 900456",
  service: "the-ice-sculpt",
  interestedInModeling: "yes",
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://studio.example/", STUDIO_NOTIFY_EMAIL: "owner@studio.example" });
});
afterAll(() => app.close());

const outboxRows = () =>
  app.database.sql<{ kind: string; to: string; subject: string; text: string; html: string; status: string }[]>`
    select kind, "to", subject, text, html, status from outbox order by created_at, kind`;

describe("a contact message", () => {
  it("writes exactly one notice to the studio, with the message and escaped HTML", async () => {
    const before = (await outboxRows()).length;
    const message = `<script>alert("x")</script> Could I book henna brows for May?`;
    const response = await app.post("/api/contact", { ...contact, message });
    expect(response.status).toBe(201);

    const added = (await outboxRows()).slice(before);
    expect(added).toHaveLength(1);
    const [notice] = added;
    expect(notice).toMatchObject({
      kind: "studio-inquiry",
      to: "owner@studio.example",
      subject: "New message from Amelia Hart",
      status: "pending",
    });
    expect(notice!.text).toContain(`> ${message}`);
    expect(notice!.text).toContain("Email: amelia@example.com");
    expect(notice!.html).not.toContain("<script>");
    expect(notice!.html).toContain("&lt;script&gt;");
  });

  it("writes nothing when the message is refused or a bot fills the honeypot", async () => {
    const before = (await outboxRows()).length;
    expect((await app.post("/api/contact", { ...contact, message: "Hi there" })).status).toBe(400);
    expect((await app.post("/api/contact", { ...contact, homepage: "https://spam.example" })).status).toBe(201);
    expect(await outboxRows()).toHaveLength(before);
  });

  it("still works for a page that calls submitContact without the studio (the placeholder identity)", async () => {
    const before = (await outboxRows()).length;
    const outcome = await submitContact(app.database.db, { address: "page-test", limits: { stored: { count: 100, seconds: 60 }, attempts: { count: 100, seconds: 60 } } }, contact);
    expect(outcome.outcome).toBe("stored");
    const added = (await outboxRows()).slice(before);
    expect(added.map((row) => [row.kind, row.to])).toEqual([["studio-inquiry", defaultStudio.email]]);
  });
});

describe("a waitlist sign-up", () => {
  it("writes a welcome to the visitor and a notice to the studio when new", async () => {
    const before = (await outboxRows()).length;
    expect((await app.post("/api/waitlist", signUp)).status).toBe(201);
    const added = (await outboxRows()).slice(before);
    expect(added.map((row) => [row.kind, row.to]).sort()).toEqual([
      ["studio-inquiry", "owner@studio.example"],
      ["waitlist-welcome", "priya@example.com"],
    ]);
    const welcome = added.find((row) => row.kind === "waitlist-welcome")!;
    expect(welcome.subject).toBe("Welcome to the waitlist for The Ice Sculpt ✨");
    expect(welcome.text).toContain("You'll be the first to know when The Ice Sculpt launches.");
    // PUBLIC_URL (its trailing slash dropped) makes the links.
    expect(welcome.html).toContain('href="https://studio.example/services/the-ice-sculpt"');
    const notice = added.find((row) => row.kind === "studio-inquiry")!;
    expect(notice.subject).toBe("New waitlist sign-up: The Ice Sculpt, Priya Shah");
  });

  it("writes nothing more when the same person signs up again for the same treatment", async () => {
    const before = (await outboxRows()).length;
    const again = await app.post("/api/waitlist", { ...signUp, email: "PRIYA@Example.com", service: "The Ice Sculpt" });
    expect(again.status).toBe(201);
    expect(await outboxRows()).toHaveLength(before);
  });

  it("says a returning treatment returns", async () => {
    const before = (await outboxRows()).length;
    await app.post("/api/waitlist", { ...signUp, service: "inch-away" });
    const welcome = (await outboxRows()).slice(before).find((row) => row.kind === "waitlist-welcome");
    expect(welcome?.text).toContain("You'll be the first to know when Inch Away returns.");
  });

  it("still works for a page that calls submitWaitlist with only a schema", async () => {
    const before = (await outboxRows()).length;
    const outcome = await submitWaitlist(
      app.database.db,
      { address: "page-test", limits: { stored: { count: 100, seconds: 60 }, attempts: { count: 100, seconds: 60 } } },
      { ...signUp, email: "page@example.com" },
    );
    expect(outcome.outcome).toBe("stored");
    expect((await outboxRows()).slice(before).map((row) => row.kind).sort()).toEqual(["studio-inquiry", "waitlist-welcome"]);
  });

  it("keeps no sign-up when its emails cannot be written: one transaction", async () => {
    const entry = { ...signUp, email: "lost@example.com", service: "not-in-the-catalogue", interestedInModeling: "no" as const, marketingEmail: false };
    await expect(joinWaitlist(app.database.db, entry)).rejects.toThrow(/no service/);
    const rows = await app.database.sql`select id from waitlist where email = 'lost@example.com'`;
    expect(rows).toHaveLength(0);
  });
});
