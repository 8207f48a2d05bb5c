import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { builtServer } from "../../support/built-server";

/**
 * The services' facts are the studio's (issue 12, DESIGN 9): a price staff change through the API is what the next
 * booking is charged and what every page shows at once (the built server, its page cache on); a change that breaks
 * a rule is refused with field errors and stores nothing; each change is audited with who made it.
 */
const PASSWORD = "lavender mews teapot";
const server = builtServer({ PAGE_CACHE_SECONDS: "300" }, (database) => createStaffUser(database.db, "ada", PASSWORD).then(() => undefined));

let cookie: string;

beforeAll(async () => {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "ada", password: PASSWORD }) });
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
}, 120_000);

const api = (method: string, path: string, body?: unknown, withCookie = true) =>
  fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(withCookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const page = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
const freshSlot = freshSlots();
/** The treatments /book offers: its island's menu, as the page hands it over. */
const bookingMenu = async () => {
  const props = /<script type="application\/json" data-island-props="book">([\s\S]*?)<\/script>/.exec(await page("/book"))![1]!;
  return (JSON.parse(props) as { page: { menu: { id: string }[] } }).page.menu.map((service) => service.id);
};

describe("the services' facts through the staff API", () => {
  it("lists them for staff only", async () => {
    expect((await api("GET", "/api/services", undefined, false)).status).toBe(401);
    const services = (await (await api("GET", "/api/services")).json()) as { slug: string; pricePence: number; state: string }[];
    expect(services.find((service) => service.slug === "cloud-wax")).toMatchObject({ pricePence: 2000, state: "live" });
  });

  it("charges a new price at the next booking and shows it on every page at once", async () => {
    // Pages seen before the change are in the page cache: the change must not wait for it to expire.
    expect(await page("/services")).toContain("£20");
    expect(await page("/services/cloud-wax")).toContain("£20");

    const changed = await api("PATCH", "/api/services/cloud-wax", { pricePence: 2450 });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ slug: "cloud-wax", pricePence: 2450 });

    const booked = await fetch(`${server.baseUrl}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(bookingRequest({ items: [{ id: "cloud-wax", type: "service" }], service: "Cloud Wax", patchTest: undefined, ...freshSlot() })),
    });
    expect(booked.status).toBe(201);
    expect(await booked.json()).toMatchObject({ totalAmount: 2450 });

    const services = await page("/services");
    expect(services).toContain("£24.50");
    const detail = await page("/services/cloud-wax");
    expect(detail).toMatch(/Book Now - (<!-- -->)?£24\.50/);
    // The structured data's offer, and the footer's price list on any page.
    expect(detail).toMatch(/"price":"24\.50"/);
    expect(await page("/about")).toMatch(/Cloud Wax(<!-- -->)? – (<!-- -->)?£24\.50/);
  });

  it("refuses a change that breaks a rule, with field errors, and stores nothing", async () => {
    const cases: [unknown, string][] = [
      [{ pricePence: -100 }, "pricePence"],
      [{ durationMinutes: 50 }, "durationMinutes"],
      [{ packages: [] }, "packages"],
      [{ state: "coming-soon", launchText: null }, "launchText"],
      [{ earlyBirdPricePence: 999_999 }, "earlyBirdPricePence"],
      [{ pricePence: "twenty" }, "pricePence"],
      [{ colour: "pink" }, ""],
    ];
    const slugFor = (field: string) => (field === "packages" ? "the-glow-lift" : field === "launchText" ? "tint-spell" : "henna-brows");
    for (const [body, field] of cases) {
      const answer = await api("PATCH", `/api/services/${slugFor(field)}`, body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      const error = (await answer.json()) as { fieldErrors?: Record<string, string[]> };
      if (field) expect(Object.keys(error.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const services = (await (await api("GET", "/api/services")).json()) as { slug: string; pricePence: number; durationMinutes: number; state: string; packages: unknown[] }[];
    expect(services.find((service) => service.slug === "henna-brows")).toMatchObject({ pricePence: 3500, durationMinutes: 60 });
    expect(services.find((service) => service.slug === "tint-spell")).toMatchObject({ state: "live" });
    expect(services.find((service) => service.slug === "the-glow-lift")!.packages).toHaveLength(3);
    expect((await api("PATCH", "/api/services/botox", { pricePence: 100 })).status).toBe(404);
  });

  it("keeps a duration set before the grid rule, and audits each change with who made it", async () => {
    // Brow Lift's 80 minutes predate the 15-minute rule: a price change that leaves it alone is fine.
    expect((await api("PATCH", "/api/services/brow-lift", { pricePence: 5800, durationMinutes: 80 })).status).toBe(200);
    const history = (await (await api("GET", "/api/services/brow-lift/changes")).json()) as { actor: string; before: { pricePence: number }; after: { pricePence: number } }[];
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ actor: "ada", before: { pricePence: 5500 }, after: { pricePence: 5800 } });
  });

  it("takes a paused service out of booking and off the booking page's menu", async () => {
    expect((await api("PATCH", "/api/services/tint-spell", { state: "paused", launchText: "Back in the new year" })).status).toBe(200);
    const refused = await fetch(`${server.baseUrl}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(bookingRequest({ items: [{ id: "tint-spell", type: "service" }], service: "Tint Spell", ...freshSlot() })),
    });
    expect(refused.status).toBe(400);
    expect(await bookingMenu()).not.toContain("tint-spell");
    expect(await bookingMenu()).toContain("cloud-wax");
    expect(await page("/services")).toContain("Back in the new year");
    expect((await api("PATCH", "/api/services/tint-spell", { state: "live" })).status).toBe(200);
    expect(await bookingMenu()).toContain("tint-spell");
  });
});
