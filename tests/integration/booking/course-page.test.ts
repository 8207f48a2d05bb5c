import { describe, expect, it } from "vitest";
import { defaultEmailContext } from "~/features/mail";
import { changeService } from "~/features/studio/index.server";
import { formatLondonDate } from "~/lib/display-time";
import { courseExpiry } from "~/features/booking/rules/course-rules";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { builtServer } from "../../support/built-server";
import { vnuErrors } from "../../support/vnu";

/**
 * The manage page of a course on the built server, with no JavaScript (its forms post as they are), and with a
 * course expiry of its own: the page states the setting, the course expires when the setting says, and the page
 * with its free times is valid HTML (the Nu checker, as for the sitemap's pages).
 */
const server = builtServer({ COURSE_EXPIRY_MONTHS: "6" }, async (database) => {
  const live = await changeService(database.db, "the-glow-lift", { state: "live" }, "test", { earlyAccessDays: 0, emailContext: defaultEmailContext });
  expect(live.outcome).toBe("changed");
});

const post = (path: string, body: unknown) => fetch(`${server.baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

const freshSlot = freshSlots();

describe("the manage page of a course", () => {
  it("states the course's expiry setting, and books the next session through its plain form", async () => {
    const created = await post("/api/bookings", bookingRequest({ ...freshSlot(), items: [{ id: "the-glow-lift", type: "package", packageIndex: 1 }], patchTest: undefined }));
    expect(created.status).toBe(201);
    const { id, manageUrl } = (await created.json()) as { id: string; manageUrl: string };
    const boughtAt = new Date();
    const { clientSecret } = (await (await post("/api/create-payment-intent", { bookingDetails: { bookingId: id } })).json()) as { clientSecret: string };
    expect((await post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
    const path = new URL(manageUrl).pathname;

    const useBy = formatLondonDate(courseExpiry(boughtAt, 6));
    const page = text(await (await fetch(`${server.baseUrl}${path}`)).text());
    expect(page).toContain(`5 of 6 sessions left, use by ${useBy}`);
    expect(page).toContain("within 6 months of buying it");

    const session = freshSlot({ minDays: 15 });
    const date = session.preferredDate;
    const html = await (await fetch(`${server.baseUrl}${path}?sessionDate=${date}`)).text();
    expect(text(html)).toMatch(/Free times on \w+day \d{1,2} \w+ \d{4} \(UK time\)/);
    expect(await vnuErrors({ course: html })).toEqual([]);

    const booked = await fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "book-session", ...session }),
      redirect: "manual",
    });
    expect(booked.status).toBe(303);
    expect(booked.headers.get("location")).toBe(`${path}?done=session`);
    const after = text(await (await fetch(`${server.baseUrl}${path}?done=session`)).text());
    expect(after).toContain("Your next session is booked");
    expect(after).toContain(`4 of 6 sessions left, use by ${useBy}`);
    expect(after).toContain(`at ${session.preferredTime} Confirmed`);

    const [course] = await server.database.sql`select expires_at from courses where booking_id = ${id}`;
    const months = ((course!.expires_at as Date).getTime() - boughtAt.getTime()) / (30.44 * 86_400_000);
    expect(Math.round(months)).toBe(6);

    // The same time again is taken: said on the page, as a 409, with nothing stored.
    const again = await fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "book-session", ...session }),
      redirect: "manual",
    });
    expect(again.status).toBe(409);
    const [{ n }] = (await server.database.sql`select count(*)::int as n from bookings b join courses c on c.id = b.course_id where c.booking_id = ${id}`) as unknown as [{ n: number }];
    expect(n).toBe(2);
  });
});
