import { beforeAll, describe, expect, it } from "vitest";
import { consultationFormFor } from "~/features/consultations";
import { createStaffUser } from "~/features/team/index.server";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { builtServer } from "../../support/built-server";

/**
 * Her consultation from the manage link (issue 23, /bookings/manage/:token/consultation) against the built server:
 * the manage page offers it while it is to do; the plain form refuses without the explicit health-data consent and
 * stores nothing for answers that rule her out, saying why; answered, it is done and the offer goes.
 */
const PASSWORD = "lavender mews teapot";
const server = builtServer({ LOG_LEVEL: "error", LAUNCH_EARLY_ACCESS_DAYS: "0" }, (database) => createStaffUser(database.db, "ada", PASSWORD).then(() => undefined));
const form = consultationFormFor("the-ice-sculpt")!;
let managePath: string;
let bookingId: string;

beforeAll(async () => {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "ada", password: PASSWORD }) });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const live = await fetch(`${server.baseUrl}/api/services/the-ice-sculpt`, { method: "PATCH", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ state: "live" }) });
  expect(live.status).toBe(200);
  const booked = await fetch(`${server.baseUrl}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      bookingRequest({
        name: "Lola Later",
        email: "lola.later@example.com",
        preferredDate: nextWeekday("wednesday", 12),
        preferredTime: "10:00",
        items: [{ id: "the-ice-sculpt", type: "package", packageIndex: 0 }],
        service: "The Ice Sculpt",
        patchTest: undefined,
        consultation: { atStudio: true },
      }),
    ),
  });
  expect(booked.status, await booked.clone().text()).toBe(201);
  const answer = (await booked.json()) as { id: string; manageUrl: string };
  bookingId = answer.id;
  managePath = new URL(answer.manageUrl).pathname;
}, 120_000);

const text = (html: string) => html.replaceAll("&#x27;", "'");
const get = async (path: string) => text(await (await fetch(`${server.baseUrl}${path}`)).text());
const post = (fields: Record<string, string>) =>
  fetch(`${server.baseUrl}${managePath}/consultation`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl },
    body: new URLSearchParams({ formVersion: String(form.version), ...fields }).toString(),
  });
/** The levels of a page's headings inside <main>, in order: a screen reader's outline skips none (h1 → h2 → h3). */
const headingLevels = (html: string) => [...html.slice(html.indexOf("<main"), html.indexOf("</main>")).matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
const skipsNone = (levels: number[]) => levels.every((level, index) => index === 0 || level <= levels[index - 1]! + 1);
const noes = Object.fromEntries(form.questions.filter((question) => question.type === "yes-no").map((question) => [`consultation.${question.id}`, "no"]));
const answers = (weightKg: number) => ({ "consultation.dateOfBirth": "1990-05-01", "consultation.heightCm": "165", "consultation.weightKg": String(weightKg), ...noes, "consultation.consentName": "Lola Later" });
const stored = async () => (await server.database.sql<{ n: number }[]>`select count(*)::int as n from consultations where booking_id = ${bookingId}`)[0]!.n;

describe("her consultation from the manage link", () => {
  it("is offered on the manage page while it is to do, and asks without the at-the-studio choice", async () => {
    const manage = await get(managePath);
    expect(manage).toContain("Answer your consultation");
    expect(manage).toContain(`${managePath}/consultation`);
    const page = await get(`${managePath}/consultation`);
    expect(page).toContain(form.title);
    expect(page).toContain(form.consentText);
    expect(page).not.toContain("rather answer these questions at the studio");
    const levels = headingLevels(page);
    expect(levels.slice(0, 2)).toEqual([1, 2]);
    expect(skipsNone(levels), levels.join(" → ")).toBe(true);
  });

  it("refuses without the explicit health-data consent, and stores nothing for answers that rule her out", async () => {
    const noConsent = await post(answers(60));
    expect(noConsent.status).toBe(400);
    expect(await noConsent.text()).toContain("explicit consent");
    const ruledOut = await post({ ...answers(95), "consultation.healthDataConsent": "on" });
    expect(ruledOut.status).toBe(422);
    const html = text(await ruledOut.text());
    expect(html).toContain(form.rules.find((rule) => rule.kind === "bmi")!.reason);
    expect(html).toContain("Your answers have not been kept");
    expect(headingLevels(html).slice(0, 2)).toEqual([1, 2]);
    expect(await stored()).toBe(0);
  });

  it("keeps her answers once given, then says thank you and the manage page stops asking", async () => {
    const answered = await post({ ...answers(60), "consultation.healthDataConsent": "on" });
    expect(answered.status).toBe(303);
    expect(answered.headers.get("location")).toBe(`${managePath}/consultation?done=1`);
    expect(await stored()).toBe(1);
    expect(await get(`${managePath}/consultation?done=1`)).toContain("your practitioner will read your answers");
    expect(await get(managePath)).not.toContain("Answer your consultation");
  });
});
