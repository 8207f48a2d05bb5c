import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";
import { vnuErrors } from "../../support/vnu";

/**
 * The Nu HTML checker (vnu, the W3C's) finds no error on any page of the sitemap, nor on the booking pages and the
 * error page, as the production build serves them. One run of the checker over every page, for speed.
 */
let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  ensureBuilt();
  database = await createTestDatabase();
  server = await startServerProcess({ DATABASE_URL: database.url, RATE_LIMIT: "100000/60" });
}, 120_000);
afterAll(async () => {
  await server?.stop("SIGTERM");
  await database?.drop();
});

describe("valid HTML", () => {
  it("vnu reports no error on the sitemap's pages, the booking pages, the staff sign-in and the 404 page", async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(pages.length).toBeGreaterThan(20);
    const slot = freshSlots()();
    const date = slot.preferredDate;
    const held = await fetch(`${server.baseUrl}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(bookingRequest({ ...slot, items: [{ id: "cloud-wax", type: "service" }], patchTest: undefined })),
    });
    expect(held.status).toBe(201);
    const { id } = (await held.json()) as { id: string };
    // A gift voucher's page before and after its payment, and the printable voucher (docs/decisions/0025).
    const voucher = (await (
      await fetch(`${server.baseUrl}/api/gift-vouchers`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: "amount", amount: "40", buyerName: "Ada Buyer", buyerEmail: "ada@example.com", recipientName: "Grace", recipientEmail: "grace@example.com", message: "For you" }),
      })
    ).json()) as { voucherUrl: string; payment: { clientSecret: string } };
    const voucherPath = new URL(voucher.voucherUrl).pathname;
    const unpaidVoucher = await (await fetch(`${server.baseUrl}${voucherPath}`)).text();
    const paid = await fetch(`${server.baseUrl}/api/demo-payments/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ clientSecret: voucher.payment.clientSecret, cardNumber: "4242424242424242", expiry: "12/39", cvc: "123" }),
    });
    expect(paid.status).toBe(200);
    pages.push(
      "/book",
      "/book?items=cloud-wax&step=time",
      `/book?items=henna-brows&patch=booked&step=details&date=${date}&time=11:00`,
      `/checkout?booking=${id}`,
      "/booking-confirmed",
      "/booking-confirmed?redirect_status=succeeded",
      "/booking-confirmed?redirect_status=failed",
      "/book-appointment",
      `/book-appointment?booking=${id}`,
      "/admin/login",
      "/no/such/page",
    );

    pages.push(voucherPath, `${voucherPath}/print`);

    const html: Record<string, string> = { [`${voucherPath} (unpaid)`]: unpaidVoucher };
    for (const page of pages) html[page] = await (await fetch(`${server.baseUrl}${page}`)).text();
    expect(await vnuErrors(html)).toEqual([]);
  }, 180_000);
});
