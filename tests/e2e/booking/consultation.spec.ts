import { expect as baseExpect, type Page } from "@playwright/test";
import postgres from "postgres";
import { runningEmbeddedUrl } from "~/db/embedded-postgres.server";
import { consultationFormFor } from "~/features/consultations";
import { seedCatalogue } from "~/features/studio";
import { formatTotal } from "~/lib/money";
import { STAFF } from "../admin-support";
import { startOwnServer, type OwnServer } from "../own-server";
import { acceptBookingTerms } from "../pay-as-client";
import { test } from "../seed";
import { expectNoAxeViolations, waitForHydration } from "../support";

/**
 * Fat freezing's consultation on /book (issue 23 items 2-4, DESIGN 11, docs/decisions/0059): she answers the form
 * before payment; answers that rule her out are told kindly with a free consultation instead and nothing is booked
 * or paid; her practitioner reads the answers on her record. On a server of its own: The Ice Sculpt is made live
 * there, which other specs' pages must not see.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const form = consultationFormFor("the-ice-sculpt")!;
const oneCup = seedCatalogue.findBookable("the-ice-sculpt")?.packages[0]?.pricePence ?? 16900;
const PRACTITIONER = { username: "priya", password: "e2e practitioner password 2026" } as const;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

let server: OwnServer;
test.beforeAll(async () => {
  const { project, workerIndex } = test.info();
  server = await startOwnServer(`consultation-${project.name}-${workerIndex}`, () => ({ ADMIN_PASSWORD: STAFF.password, LAUNCH_EARLY_ACCESS_DAYS: "0" }));
  const login = await fetch(`${server.baseURL}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(STAFF) });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const live = await fetch(`${server.baseURL}/api/services/the-ice-sculpt`, { method: "PATCH", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ state: "live" }) });
  expect(live.status).toBe(200);
  // Priya, the demo's body therapist who runs the fat-freezing machine, signs in as herself.
  const { connect } = await import("~/db/client.server");
  const { createStaffUser } = await import("~/features/team/team-accounts.server");
  const url = (await runningEmbeddedUrl(server.dataDir))!;
  const connection = connect(url, { poolSize: 1 });
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const user = await createStaffUser(connection.db, PRACTITIONER.username, PRACTITIONER.password);
    await sql`delete from staff_members where user_id = ${user.id}`;
    await sql`update staff_members set user_id = ${user.id} where name = 'Priya Shah'`;
  } finally {
    await connection.close();
    await sql.end();
  }
});
test.afterAll(async () => {
  await server?.stop();
});

/** /book's details step for one cup of The Ice Sculpt, at the first free time on a weekday `after` days on. */
async function openDetails(page: Page, today: string, after: number) {
  const from = new Date(`${today}T12:00:00Z`);
  from.setUTCDate(from.getUTCDate() + after);
  const answer = await fetch(`${server.baseURL}/api/availability?items=the-ice-sculpt:0&from=${from.toISOString().slice(0, 10)}&days=14`);
  const { slots } = (await answer.json()) as { slots: { date: string; time: string }[] };
  const slot = slots[0]!;
  await page.goto(`${server.baseURL}/book?${new URLSearchParams({ items: "the-ice-sculpt:0", step: "time", date: slot.date })}`);
  await waitForHydration(page);
  await expect(page.getByText("Finding available times...")).toBeHidden();
  await page.getByRole("radiogroup", { name: /^Free times on/ }).getByRole("radio", { name: slot.time, exact: true }).click();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { name: form.title })).toBeVisible();
}

async function fillDetails(page: Page, { name, email }: { name: string; email: string }) {
  await page.getByRole("textbox", { name: /^Full name/ }).fill(name);
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+44 7700 900456");
  await acceptBookingTerms(page);
}

/** Her answers: everything "No" but the numbers and the date she gives; her name typed under the consent text. */
async function answerForm(page: Page, { born, heightCm, weightKg, name }: { born: string; heightCm: number; weightKg: number; name: string }) {
  await page.getByRole("checkbox", { name: /I consent to the studio keeping my health answers/ }).check();
  await page.getByLabel(/^Date of birth/).fill(born);
  await page.getByRole("textbox", { name: /^Height \(cm\)/ }).fill(String(heightCm));
  await page.getByRole("textbox", { name: /^Weight \(kg\)/ }).fill(String(weightKg));
  for (const question of form.questions.filter((each) => each.type === "yes-no")) {
    await page.getByRole("group", { name: question.label }).getByRole("radio", { name: "No" }).check();
  }
  await page.getByRole("textbox", { name: /^Type your full name to agree/ }).fill(name);
}

const clientIdOf = async (email: string) => {
  const login = await fetch(`${server.baseURL}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(STAFF) });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const rows = (await (await fetch(`${server.baseURL}/api/clients?search=${encodeURIComponent(email)}`, { headers: { cookie } })).json()) as { id: string }[];
  return rows[0]?.id;
};

test.describe("fat freezing's consultation on /book", () => {
  test("an eligible client answers the form and pays; her practitioner reads the answers on her record", async ({ page, clock }) => {
    const email = uniqueEmail("eligible");
    await openDetails(page, clock.today, 10);
    await fillDetails(page, { name: "Esme Eligible", email });
    await answerForm(page, { born: "1990-05-01", heightCm: 165, weightKg: 60, name: "Esme Eligible" });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { name: "Demo payments – no card is charged" })).toBeVisible();
    await page.getByRole("textbox", { name: /^Card number/ }).fill("4242 4242 4242 4242");
    await page.getByRole("textbox", { name: /^Expiry/ }).fill("12/39");
    await page.getByRole("textbox", { name: /^CVC/ }).fill("123");
    await page.getByRole("button", { name: `Pay ${formatTotal(oneCup)}` }).click();
    await expect(page).toHaveURL(/\/book-appointment\?booking=[0-9a-f-]{36}$/);

    const clientId = await clientIdOf(email);
    expect(clientId).toBeTruthy();
    await page.context().clearCookies();
    const login = await page.request.post(`${server.baseURL}/api/auth/login`, { data: PRACTITIONER });
    expect(login.status()).toBe(200);
    await page.goto(`${server.baseURL}/admin/clients/${clientId}`);
    const answers = page.getByRole("region", { name: "Consultations and consents" });
    await expect(answers.getByRole("heading", { name: new RegExp(form.title) })).toBeVisible();
    await expect(answers.getByRole("definition").filter({ hasText: /^165$/ })).toBeVisible();
    await expect(answers.getByText(/signed “Esme Eligible”/)).toBeVisible();
  });

  test("the owner opens her answers on the booking's card, read through the dashboard's own route", async ({ page, clock }) => {
    const email = uniqueEmail("card");
    await openDetails(page, clock.today, 14);
    await fillDetails(page, { name: "Cara Card", email });
    await answerForm(page, { born: "1988-03-02", heightCm: 172, weightKg: 64, name: "Cara Card" });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("textbox", { name: /^Card number/ }).fill("4242 4242 4242 4242");
    await page.getByRole("textbox", { name: /^Expiry/ }).fill("12/39");
    await page.getByRole("textbox", { name: /^CVC/ }).fill("123");
    await page.getByRole("button", { name: `Pay ${formatTotal(oneCup)}` }).click();
    await expect(page).toHaveURL(/\/book-appointment\?booking=[0-9a-f-]{36}$/);

    await page.context().clearCookies();
    expect((await page.request.post(`${server.baseURL}/api/auth/login`, { data: STAFF })).status()).toBe(200);
    const reads: string[] = [];
    page.on("request", (request) => {
      if (/\/consultation(\?|$)/.test(new URL(request.url()).pathname + "?")) reads.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.baseURL}/admin?search=${encodeURIComponent(email)}`);
    await waitForHydration(page);
    await page.getByText("Her answers", { exact: true }).click();
    await expect(page.getByRole("definition").filter({ hasText: /^172$/ })).toBeVisible();
    expect(reads).toEqual([expect.stringMatching(/^\/admin\/bookings\/[0-9a-f-]{36}\/consultation$/)]);
  });

  test("answers that rule her out are told kindly, with a free consultation instead, and nothing is booked or paid", async ({ page, clock }) => {
    const email = uniqueEmail("ruled-out");
    await openDetails(page, clock.today, 12);
    await fillDetails(page, { name: "Rita Ruledout", email });
    // 165 cm and 87 kg: a BMI of 32.
    await answerForm(page, { born: "1990-05-01", heightCm: 165, weightKg: 87, name: "Rita Ruledout" });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    const note = page.getByRole("region", { name: /this treatment isn't right for you/ });
    await expect(note).toBeVisible();
    await expect(note.getByRole("heading", { name: /this treatment isn't right for you/ })).toBeFocused();
    await expect(note.getByRole("listitem")).toHaveText([form.rules.find((rule) => rule.kind === "bmi")!.reason]);
    await expect(note.getByText(/Nothing has been booked and nothing has been paid/)).toBeVisible();
    await expect(note.getByRole("link", { name: form.suggestion.linkText })).toHaveAttribute("href", form.suggestion.href);
    await expect(page).toHaveURL(/\/book\?/);
    expect(await clientIdOf(email)).toBeUndefined();
  });
});

test.describe("the consultation's pages", () => {
  test("axe: the form on /book, the not-eligible note and her record with its answers are clean at this width", async ({ page, clock }) => {
    await openDetails(page, clock.today, 14);
    await expectNoAxeViolations(page);
    const email = uniqueEmail("axe");
    await fillDetails(page, { name: "Ada Axe", email });
    await answerForm(page, { born: "2015-05-01", heightCm: 165, weightKg: 60, name: "Ada Axe" });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("region", { name: /this treatment isn't right for you/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // Her record with its answers, as her practitioner sees it: a booking made through the API with the form answered.
    const from = clock.weekdayAfter(20);
    const { slots } = (await (await fetch(`${server.baseURL}/api/availability?items=the-ice-sculpt:0&from=${from}&days=14`)).json()) as { slots: { date: string; time: string }[] };
    const booked = await fetch(`${server.baseURL}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Ada Axe",
        email,
        phone: "07700 900456",
        service: "The Ice Sculpt",
        preferredDate: slots[0]!.date,
        preferredTime: slots[0]!.time,
        items: [{ id: "the-ice-sculpt", type: "package", packageIndex: 0 }],
        policyAccepted: true,
        earlyStartRequested: true,
        consultation: {
          formVersion: form.version,
          answers: { dateOfBirth: "1990-05-01", heightCm: 165, weightKg: 60, ...Object.fromEntries(form.questions.filter((each) => each.type === "yes-no").map((each) => [each.id, false])) },
          healthDataConsent: true,
          consentName: "Ada Axe",
        },
      }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const login = await page.request.post(`${server.baseURL}/api/auth/login`, { data: PRACTITIONER });
    expect(login.status()).toBe(200);
    await page.goto(`${server.baseURL}/admin/clients/${await clientIdOf(email)}`);
    await expect(page.getByRole("region", { name: "Consultations and consents" }).getByRole("definition").first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Her manage link, with the consultation left for the studio: the manage page's offer and the form it opens.
    const later = await fetch(`${server.baseURL}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Lou Later",
        email: uniqueEmail("later"),
        phone: "07700 900456",
        service: "The Ice Sculpt",
        preferredDate: slots.at(-1)!.date,
        preferredTime: slots.at(-1)!.time,
        items: [{ id: "the-ice-sculpt", type: "package", packageIndex: 0 }],
        policyAccepted: true,
        earlyStartRequested: true,
        consultation: { atStudio: true },
      }),
    });
    expect(later.status, await later.clone().text()).toBe(201);
    const { manageUrl } = (await later.json()) as { manageUrl: string };
    await page.goto(`${server.baseURL}${new URL(manageUrl).pathname}`);
    await expect(page.getByRole("link", { name: "Answer your consultation" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Answer your consultation" }).click();
    await expect(page.getByRole("heading", { name: form.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
