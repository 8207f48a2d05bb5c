import { expect, test, type APIRequestContext, type Locator, type Page, type Response, type TestInfo } from "@playwright/test";
import { DASHBOARD_ISLAND, type DashboardProps } from "~/ui/admin/dashboard-page";
import { islandPropsIn } from "~/ui/island";
import { startOwnServer, type OwnServer } from "./own-server";
import { waitForHydration } from "./support";

/** The staff account the e2e server creates on its fresh database (ADMIN_PASSWORD in playwright.config.ts). */
export const STAFF = { username: "admin", password: "e2e staff password 2026" } as const;

/** Signs the page's browser context in through the API: the session cookie lands in the context's jar. */
export async function signInAsStaff(page: Page): Promise<void> {
  const response = await page.request.post("/api/auth/login", { data: STAFF });
  expect(response.status(), await response.text()).toBe(200);
}

export async function openDashboard(page: Page): Promise<void> {
  await page.goto("/admin");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Studio dashboard" })).toBeVisible();
}

/** The dashboard's page read by the island for a new address or after a change (GET /admin?… by fetch, decision 0066). */
export const isDashboardData = (response: Response) =>
  new URL(response.url()).pathname === "/admin" && response.request().method() === "GET" && response.request().resourceType() === "fetch";

type DashboardStats = { awaitingConfirmation: number; todaysAppointments: number };

/**
 * The next answer of the dashboard's page read, decoded as the island reads it (its props in the HTML), so a test
 * compares the screen with the very numbers the page received (another test may change them a moment later). The
 * answer passes through the test (Chromium does not keep a streamed body to read afterwards).
 */
export async function nextDashboardData(page: Page): Promise<() => Promise<{ stats: DashboardStats }>> {
  let received: (body: string) => void;
  const body = new Promise<string>((resolve) => (received = resolve));
  await page.route(
    (url) => url.pathname === "/admin",
    async (route) => {
      if (route.request().resourceType() !== "fetch") return route.continue();
      const response = await route.fetch();
      const text = await response.text();
      await route.fulfill({ response, body: text });
      received(text);
    },
  );
  return async () => islandPropsIn<DashboardProps>(await body, DASHBOARD_ISLAND)!.data as unknown as { stats: DashboardStats };
}

/** A tag no other test or project will use: names and emails built from it find only this test's rows. */
export function uniqueTag(testInfo: TestInfo): string {
  return `${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Pays a booking through the demo provider with its test card, as a client would: staff confirm only paid bookings. */
export async function payBooking(request: APIRequestContext, bookingId: string): Promise<void> {
  const intent = await request.post("/api/create-payment-intent", { data: { bookingDetails: { bookingId } } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await request.post("/api/demo-payments/confirm", { data: { clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" } });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** A small RFC 4180 reader: quoted fields, doubled quotes, commas and newlines inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  for (let index = 0; index < source.length; index++) {
    const character = source[index]!;
    if (quoted) {
      if (character === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(field);
      field = "";
    } else if (character === "\n" || character === "\r") {
      if (character === "\r" && source[index + 1] === "\n") index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += character;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * A server of the spec's own (same build, own database) with the staff account, for specs that change what other
 * specs read: started before its tests, stopped after. Read `baseURL` inside tests.
 */
export function ownStaffServer(name: string) {
  let server: OwnServer | undefined;
  test.beforeAll(async () => {
    const { project, workerIndex } = test.info();
    server = await startOwnServer(`${name}-${project.name}-${workerIndex}`, () => ({ ADMIN_PASSWORD: STAFF.password }));
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    get baseURL(): string {
      return server!.baseURL;
    },
  };
}

/**
 * Signs in and opens a dashboard tab the way staff get there: through its trigger, once the page has hydrated (a
 * lazy panel the server rendered from ?tab= hydrates only once its chunk is in, and a field filled before that
 * would lose its text). Answers the tab's panel.
 */
export async function openTabAsStaff(page: Page, baseURL: string, tab: string): Promise<Locator> {
  const login = await page.request.post(`${baseURL}/api/auth/login`, { data: STAFF });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`${baseURL}/admin`);
  await waitForHydration(page);
  await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
  return page.getByRole("tabpanel", { name: tab });
}
