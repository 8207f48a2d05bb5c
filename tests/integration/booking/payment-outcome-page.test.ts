import { describe, expect, it } from "vitest";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { builtServer } from "../../support/built-server";

/**
 * /booking-confirmed without React (decision 0017): while a known booking's payment is still processing, the page
 * names its next check (?check=N, followed by /enhance.js or by hand) and stops after ten, saying it will email.
 */
const server = builtServer();

const post = (path: string, body: unknown) =>
  fetch(`${server.baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("a payment still processing", () => {
  it("is checked again a few times, then the page says it will email", async () => {
    const held = (await (
      await post("/api/bookings", bookingRequest({ items: [{ id: "cloud-wax", type: "service" }], service: "Cloud Wax", patchTest: undefined, ...freshSlots()() }))
    ).json()) as { id: string };
    const payment = (await (await post("/api/create-payment-intent", { bookingDetails: { bookingId: held.id } })).json()) as { clientSecret: string };
    const intent = payment.clientSecret.split("_secret_")[0]!;
    const at = async (query: string) => (await fetch(`${server.baseUrl}/booking-confirmed?booking=${held.id}&payment_intent=${intent}${query}`)).text();

    const first = await at("");
    expect(first).toContain("Processing Your Payment");
    expect(first).toMatch(new RegExp(`data-recheck-href="/booking-confirmed\\?booking=${held.id}&amp;payment_intent=${intent}&amp;check=1"`));
    expect(first).toMatch(/>Check again</);
    expect(await at("&check=4")).toContain("check=5");

    const last = await at("&check=10");
    expect(last).not.toContain("data-recheck-href");
    expect(last).toContain("We haven&#x27;t received word from your bank yet");
  });

  it("is not checked again for a payment the server cannot tie to a booking", async () => {
    const page = await (await fetch(`${server.baseUrl}/booking-confirmed`)).text();
    expect(page).toContain("Processing Your Payment");
    expect(page).not.toContain("data-recheck-href");
  });
});
