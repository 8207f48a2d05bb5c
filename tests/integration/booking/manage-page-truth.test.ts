import { describe, expect, it } from "vitest";
import { issueManageToken } from "~/features/booking/manage/manage-links.server";
import { addDays } from "~/lib/zoned-time";
import { listBookingPage } from "~/features/booking/admin/index.server";
import { bookingRequest, freshWeekday, nextWeekday } from "../../support/booking-data";
import { builtServer } from "../../support/built-server";
import { vnuErrors } from "../../support/vnu";

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
    expect(friday.html).toContain(`?date=${addDays(thursday, 1)}&amp;patchTest=move#move`);
    expect(friday.text).toContain("Show times that move my patch test too");

    // Her patch test cancelled alone: her treatment's page says none is booked and links to book one; staff's card is told.
    expect((await post(`/api/bookings/manage/${patchToken}/cancel`, {})).status).toBe(200);
    const without = await pageText(new URL(manageUrl).pathname);
    expect(without.text).toContain("None booked. This treatment needs one 24 to 48 hours before it. Book a free patch test");
    expect(without.html).toContain('href="/book?items=patch-test"');
    const listed = await listBookingPage(server.database.db, { search: "truth@example.com" });
    expect(listed.outcome === "page" && listed.rows.map((booking) => [booking.id === id ? "treatment" : "test", booking.patchTestCancelled])).toEqual(
      expect.arrayContaining([["treatment", true], ["test", false]]),
    );
    // Every state above is valid HTML (the Nu checker).
    expect(await vnuErrors({ "patch test's page": patchPage.html, "cancel the patch test": confirm.html, "times held back": friday.html, "no patch test booked": without.html })).toEqual([]);
  });

  it("moves her patch test with her treatment when she asks: each time shows the test's, both move in one change, and one email says so", async () => {
    const thursday = freshWeekday("thursday", 19, { alsoOpen: [-2, -1, 1] });
    const [tuesday, wednesday, friday] = [addDays(thursday, -2), addDays(thursday, -1), addDays(thursday, 1)];
    const created = await post(
      "/api/bookings",
      bookingRequest({ email: "moves-both@example.com", preferredDate: thursday, preferredTime: "11:00", patchTest: "booked", patchTestDate: tuesday, patchTestTime: "16:00" }),
    );
    expect(created.status).toBe(201);
    const { id, manageUrl } = (await created.json()) as { id: string; manageUrl: string };
    const { clientSecret } = (await (await post("/api/create-payment-intent", { bookingDetails: { bookingId: id } })).json()) as { clientSecret: string };
    expect((await post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
    const path = new URL(manageUrl).pathname;
    const [linked] = await server.database.sql<{ patch_test_booking_id: string }[]>`select patch_test_booking_id from bookings where id = ${id}`;
    const patchId = linked!.patch_test_booking_id;

    // Friday's times with the test moving: 11:00 pairs with Wednesday 16:00, the gap she chose (43 hours) kept.
    const paired = await pageText(`${path}?date=${friday}&patchTest=move`);
    expect(paired.text).toContain("Your free patch test moves with your appointment, to the time shown beside each one (24 to 48 hours before it).");
    expect(paired.text).toMatch(new RegExp(`11:00 , patch test Wednesday ${Number(wednesday.slice(8))} \\w+ \\d{4} at 16:00`));
    expect(paired.html).toContain('name="withPatchTest" value="on"');
    expect(paired.text).toContain("Keep my patch test where it is");

    const moved = await fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl },
      body: new URLSearchParams({ intent: "reschedule", preferredDate: friday, preferredTime: "11:00", withPatchTest: "on" }),
    });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(`${path}?done=moved`);
    const rows = await server.database.sql<{ id: string; date: string; time: string }[]>`
      select id, to_char(starts_at at time zone 'Europe/London', 'YYYY-MM-DD') as date, to_char(starts_at at time zone 'Europe/London', 'HH24:MI') as time
      from bookings where id in (${id}, ${patchId})`;
    expect(Object.fromEntries(rows.map((row) => [row.id === id ? "treatment" : "test", `${row.date} ${row.time}`]))).toEqual({ treatment: `${friday} 11:00`, test: `${wednesday} 16:00` });
    const [testAllocation] = await server.database.sql<{ date: string }[]>`
      select to_char(starts_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI') as date from allocations where booking_id = ${patchId}`;
    expect(testAllocation!.date).toBe(`${wednesday} 16:00`);

    const done = await pageText(`${path}?done=moved`);
    expect(done.text).toMatch(/Your appointment has moved to Friday .* at 11:00, and your patch test is on Wednesday .* at 16:00\. We have emailed you new calendar files\./);
    const mails = await server.database.sql<{ booking_id: string; text: string; attachments: { filename: string }[] }[]>`
      select booking_id, text, attachments from outbox where kind = 'booking-rescheduled' and booking_id in (${id}, ${patchId})`;
    expect(mails).toHaveLength(1);
    expect(mails[0]!.booking_id).toBe(id);
    expect(mails[0]!.text).toMatch(/Your free patch test has moved with it, from Tuesday .* at 16:00 to Wednesday .* at 16:00\./);
    expect(mails[0]!.attachments.map((file) => file.filename)).toEqual(["appointment.ics", "patch-test.ics"]);
    // The new states are valid HTML: the times with the test moving, and the page once both have moved.
    expect(await vnuErrors({ "times moving the patch test": paired.html, "moved with the patch test": done.html })).toEqual([]);
  });

  it("refuses to move a patch test that is not booked with the treatment, and changes nothing", async () => {
    const created = await post("/api/bookings", bookingRequest({ email: "recent-test@example.com", preferredDate: freshWeekday("monday", 19), preferredTime: "12:00", patchTest: "recent" }));
    expect(created.status).toBe(201);
    const { id, manageUrl } = (await created.json()) as { id: string; manageUrl: string };
    const { clientSecret } = (await (await post("/api/create-payment-intent", { bookingDetails: { bookingId: id } })).json()) as { clientSecret: string };
    expect((await post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
    const token = new URL(manageUrl).pathname.split("/").at(-1)!;
    const [before] = await server.database.sql<{ starts_at: Date }[]>`select starts_at from bookings where id = ${id}`;
    const refused = await post(`/api/bookings/manage/${token}/reschedule`, { preferredDate: freshWeekday("tuesday", 19), preferredTime: "12:00", withPatchTest: true });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe("patch-test-not-movable");
    const [after] = await server.database.sql<{ starts_at: Date }[]>`select starts_at from bookings where id = ${id}`;
    expect(after!.starts_at).toEqual(before!.starts_at);
  });
});
