import { describe, expect, it } from "vitest";
import { issueManageToken } from "~/features/booking/manage/manage-links.server";
import { addDays } from "~/lib/zoned-time";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { builtServer } from "../../support/built-server";

/*
 * What her manage page says must be true (issue 34, item 6), on the production build: a patch test's own page says
 * it is free and for which treatment, and offers no refund of nothing; every manage page names who treats her.
 */
const server = builtServer();

const post = (path: string, body: unknown) =>
  fetch(`${server.baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** The page's words as she reads them: tags and React's text separators gone, spaces collapsed. */
const pageText = async (path: string) => {
  const response = await fetch(`${server.baseUrl}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, text: html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
};

describe("a henna booking's manage pages", () => {
  it("the patch test's page says it is free and for which treatment, cancelling refunds nothing of nothing, and both name who treats her", async () => {
    const thursday = nextWeekday("thursday", 12);
    const created = await post(
      "/api/bookings",
      bookingRequest({ email: "truth@example.com", preferredDate: thursday, preferredTime: "11:00", patchTest: "booked", patchTestDate: addDays(thursday, -2), patchTestTime: "16:00" }),
    );
    expect(created.status).toBe(201);
    const { id, manageUrl } = (await created.json()) as { id: string; manageUrl: string };
    const { clientSecret } = (await (await post("/api/create-payment-intent", { bookingDetails: { bookingId: id } })).json()) as { clientSecret: string };
    expect((await post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
    const [row] = await server.database.sql<{ patch_test_booking_id: string; service: string }[]>`select patch_test_booking_id, service from bookings where id = ${id}`;
    const [allocated] = await server.database.sql<{ name: string }[]>`
      select s.name from allocations a join staff_members s on s.id = a.staff_member_id where a.booking_id = ${id} order by a.starts_at limit 1`;

    // Her patch test's page, as its own email's link opens it.
    const patchToken = await issueManageToken(server.database.db, row!.patch_test_booking_id);
    const patchPage = await pageText(`/bookings/manage/${patchToken}`);
    expect(patchPage.text).toContain("Payment Free: nothing to pay");
    expect(patchPage.text).not.toContain("Unpaid");
    expect(patchPage.text).toMatch(new RegExp(`Patch test for ${row!.service} on Thursday \\d{1,2} \\w+ \\d{4} at 11:00`));
    expect(patchPage.text).toContain("It is free, so there is nothing to refund.");
    expect(patchPage.text).not.toContain("Nothing will be refunded");

    // Cancelling it warns first that the treatment cannot go ahead without one, and where to book a new one.
    const confirm = await pageText(`/bookings/manage/${patchToken}?step=cancel`);
    expect(confirm.text).toContain("stays booked, but it cannot go ahead without a patch test 24 to 48 hours before it. You can book a new free patch test online");
    expect(confirm.html).toContain('href="/book?items=patch-test"');
    expect(confirm.text).not.toContain("call us to book another");

    const treatmentPage = await pageText(new URL(manageUrl).pathname);
    expect(treatmentPage.text).toContain(`With ${allocated!.name}`);

    // The Friday after is past 48 hours from her Tuesday patch test: its free times are held back, and she is told why.
    const friday = await pageText(`${new URL(manageUrl).pathname}?date=${addDays(thursday, 1)}`);
    expect(friday.text).toMatch(/There are no free times on Friday \d{1,2} \w+ \d{4}/);
    expect(friday.text).toContain("Some free times on this day are not shown: your treatment must be 24 to 48 hours after your patch test.");
    expect(friday.text).toContain("your patch test has to move with it");
  });
});
