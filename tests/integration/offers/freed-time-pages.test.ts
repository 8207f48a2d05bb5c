import { describe, expect, it } from "vitest";
import { offerFreedTimes } from "~/features/booking/index.server";
import type { BookActionData, BookPageData } from "~/features/booking/pages/book-page";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { emailContextFromEnv } from "~/server/email-context.server";
import { parseEnv } from "~/server/env.server";
import { addDays } from "~/lib/zoned-time";
import { islandPropsIn } from "~/ui/island";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { builtServer } from "../../support/built-server";

/**
 * The freed-time pages without JavaScript (docs/decisions/0064): /book/tell-me posts as a plain form and answers with
 * what she asked and her withdraw link; that link withdraws; an offer's link opens /book at the held time, which is
 * free for her alone, and /book's action books it.
 */
const ORIGIN = "https://studio.example";
// The server's own job waits: the test runs the job itself, when it means to.
const server = builtServer({ WAITLIST_OFFER_INTERVAL_MS: "3600000" }, undefined, { origin: ORIGIN });
const env = parseEnv({ NODE_ENV: "test", PUBLIC_URL: ORIGIN });
const runJob = () => offerFreedTimes(server.database.db, { settings: bookingSettingsFromEnv(env), emailContext: emailContextFromEnv(env) });

const html = (path: string) => fetch(`${server.baseUrl}${path}`, { headers: { accept: "text/html" }, redirect: "manual" });
const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${server.baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }, body: new URLSearchParams(fields) });
const requestCount = async () => (await server.database.sql<{ n: number }[]>`select count(*)::int as n from time_requests`)[0]!.n;

describe("/book/tell-me, a plain form", () => {
  it("shows the basket and the parts of day, refuses bad days storing nothing, then confirms with her withdraw link, which withdraws", async () => {
    const page = await html("/book/tell-me?items=henna-brows");
    expect(page.status).toBe(200);
    const form = await page.text();
    expect(form).toContain("Ask to be told when a time frees");
    expect(form).toContain("Morning");
    expect(form).toContain("before 12:00");
    expect(form).not.toContain("data-island-props");

    const date = nextWeekday("saturday", 30);
    const fields = { items: "henna-brows", fromDate: date, toDate: date, partOfDay: "morning", name: "Nadia Plain", email: "nadia@example.com" };
    const refused = await postForm("/book/tell-me?items=henna-brows", { ...fields, toDate: addDays(date, -1) });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The last day must be on or after the first day.");
    expect(await requestCount()).toBe(0);

    const asked = await postForm("/book/tell-me?items=henna-brows", fields);
    expect(asked.status).toBe(200);
    const done = await asked.text();
    expect(done).toContain("tell you when a time frees");
    expect(done).toContain("Morning (before 12:00)");
    const link = /href="(\/book\/tell-me\/[A-Za-z0-9_-]{43})"/.exec(done)?.[1];
    expect(link).toBeDefined();
    expect(await requestCount()).toBe(1);

    expect(await (await html(link!)).text()).toContain("Waiting");
    const withdrawn = await postForm(link!, {});
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.text()).toContain("Your request is withdrawn");
    const [row] = await server.database.sql<{ withdrawn_at: Date | null }[]>`select withdrawn_at from time_requests where email = 'nadia@example.com'`;
    expect(row!.withdrawn_at).not.toBeNull();
    expect((await html("/book/tell-me/not-a-token")).status).toBe(404);
  });
});

describe("an offer's link", () => {
  it("opens /book's details at the held time, free for her alone, and /book's action books it", async () => {
    const date = nextWeekday("tuesday", 9);
    const asked = await fetch(`${server.baseUrl}/api/waitlist/times`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items: [{ id: "henna-brows", type: "service" }], fromDate: date, toDate: date, partOfDay: "afternoon", name: "Olu Offer", email: "olu@example.com" }),
    });
    expect(asked.status).toBe(201);
    expect((await runJob()).offered).toBe(1);
    const [mail] = await server.database.sql<{ text: string }[]>`select text from outbox where "to" = 'olu@example.com' and kind = 'time-offer'`;
    const path = /https:\/\/studio\.example(\/book\/offer\/[A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    expect(path).toBeDefined();

    const opened = await html(path!);
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get("location")!, server.baseUrl);
    expect(target.pathname).toBe("/book");
    expect(target.searchParams.get("step")).toBe("details");
    expect(target.searchParams.get("date")).toBe(date);
    const time = target.searchParams.get("time")!;
    expect(time >= "12:00" && time < "17:00").toBe(true);

    const held = await html(`${target.pathname}${target.search}`);
    // Her link's page is hers: no shared cache keeps it.
    expect(held.headers.get("cache-control")).toBe("private, no-store");
    const island = islandPropsIn<{ page: BookPageData }>(await held.text(), "book")!;
    expect(island.page.heldOffer).not.toBeNull();
    const slots = island.page.availability?.state === "ready" ? island.page.availability.slots : [];
    expect(slots.some((slot) => slot.date === date && slot.time === time)).toBe(true);
    // Anyone else's /book does not offer it.
    const others = islandPropsIn<{ page: BookPageData }>(await (await html(`/book?items=henna-brows&step=time`)).text(), "book")!;
    const theirs = others.page.availability?.state === "ready" ? others.page.availability.slots : [];
    expect(theirs.some((slot) => slot.date === date && slot.time === time)).toBe(false);

    const booked = await fetch(`${server.baseUrl}${target.pathname}${target.search}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/html" },
      body: JSON.stringify(bookingRequest({ preferredDate: date, preferredTime: time, email: "olu@example.com", offer: target.searchParams.get("offer") })),
    });
    const action = islandPropsIn<{ action: BookActionData }>(await booked.text(), "book")!.action;
    expect(action).toMatchObject({ ok: true });
    // Spent: the link now says the time is no longer held.
    const again = await html(path!);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("This time is no longer held for you.");
  });
});

describe("an offer's link that never was", () => {
  it("is a 404, as an unknown request's link is, and stores nothing", async () => {
    const offers = async () => (await server.database.sql<{ n: number }[]>`select count(*)::int as n from time_offers`)[0]!.n;
    const before = await offers();
    const never = await html(`/book/offer/${"A".repeat(43)}`);
    expect(never.status).toBe(404);
    expect((await html("/book/offer/not-a-token")).status).toBe(404);
    expect(await offers()).toBe(before);
  });
});

describe("/book opened by a personal link", () => {
  it.each(["access", "offer"])("with &%s= is private, no-store, whatever the token", async (param) => {
    const page = await html(`/book?items=henna-brows&step=time&${param}=${"B".repeat(43)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });
});
