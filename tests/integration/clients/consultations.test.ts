import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultationFormFor } from "~/features/consultations";
import { consultationStates, sweepConsultations } from "~/features/consultations/index.server";
import { studioToday } from "~/lib/studio-clock";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { asStaff, signInAsPriya, signInWithRole, startTestApp, type TestApp } from "../../support/test-app";

/**
 * Consultation forms and health answers (issue 23 items 2-4, DESIGN 11, docs/decisions/0059): a fat-freezing booking
 * carries its form's answers, and a refusal (missing, no explicit consent, ruled out) stores nothing at all; her
 * practitioner and the owner read the answers, each read logged, reception never; the privacy erase and the
 * retention sweep leave no answer behind.
 */
let app: TestApp;
let owner: ReturnType<typeof asStaff>;
let reception: ReturnType<typeof asStaff>;
let priya: ReturnType<typeof asStaff>;
const slot = freshSlots({ minDays: 10 });
const form = consultationFormFor("the-ice-sculpt")!;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "100000/60", LAUNCH_EARLY_ACCESS_DAYS: "0" });
  owner = asStaff(app, await signInWithRole(app, "owner"));
  reception = asStaff(app, await signInWithRole(app, "reception"));
  expect((await owner("PATCH", "/api/services/the-ice-sculpt", { state: "live" })).status).toBe(200);
  // The demo's body therapist, who does The Ice Sculpt, signs in as herself.
  priya = asStaff(app, await signInAsPriya(app));
});
afterAll(() => app?.close());

const thisYear = Number(studioToday().slice(0, 4));
/** Born on 1 January this many years ago: exactly that age on any day of this year. */
const bornYearsAgo = (years: number) => `${thisYear - years}-01-01`;
const eligible = { dateOfBirth: bornYearsAgo(30), heightCm: 165, weightKg: 60, pregnant: false, coldUrticaria: false, cryoglobulinaemia: false, raynauds: false, herniaOrSurgery: false, implant: false, impairedSensation: false };
const consultation = (answers: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({ formVersion: form.version, answers: { ...eligible, ...answers }, healthDataConsent: true, consentName: "Grace Okafor", ...extra });
const iceSculpt = (email: string, extra: Record<string, unknown>) =>
  app.post("/api/bookings", bookingRequest({ ...slot(), email, items: [{ id: "the-ice-sculpt", type: "package", packageIndex: 0 }], service: "The Ice Sculpt", patchTest: undefined, ...extra }));

const stored = async (email: string) => {
  const [counts] = await app.database.sql<{ bookings: number; answers: number; consents: number }[]>`
    select (select count(*)::int from bookings where email = ${email}) as bookings,
           (select count(*)::int from consultations) as answers,
           (select count(*)::int from treatment_consents) as consents`;
  return counts!;
};

describe("GET /api/consultation-forms/:service", () => {
  it("answers the fat-freezing form's version, questions and consent text, and 404 for a service without one", async () => {
    const response = await fetch(`${app.baseUrl}/api/consultation-forms/the-ice-sculpt`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { version: number; questions: { id: string }[]; consentText: string };
    expect(body.version).toBe(form.version);
    expect(body.questions.map((question) => question.id)).toEqual(expect.arrayContaining(["dateOfBirth", "heightCm", "weightKg", "pregnant"]));
    expect(body.consentText).toBe(form.consentText);
    expect((await fetch(`${app.baseUrl}/api/consultation-forms/cloud-wax`)).status).toBe(404);
  });
});

describe("a fat-freezing booking", () => {
  it("without a consultation gets 400 consultation-required and stores nothing", async () => {
    const before = await stored("none@example.com");
    const response = await iceSculpt("none@example.com", {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "consultation-required" });
    expect(await stored("none@example.com")).toEqual({ ...before, bookings: 0 });
  });

  it.each([
    ["a BMI of 32", { heightCm: 165, weightKg: 87 }, "BMI"],
    ["age 17", { dateOfBirth: bornYearsAgo(17) }, "18 or over"],
    ["Raynaud's", { raynauds: true }, "Raynaud"],
  ])("with %s gets 422 not-eligible with its reason, and stores no booking, hold or answer", async (_label, answers, reason) => {
    const email = `ruled-out-${reason.length}@example.com`;
    const before = await stored(email);
    const response = await iceSculpt(email, { consultation: consultation(answers) });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { code: string; reasons: string[]; suggestion: { href: string } };
    expect(body.code).toBe("not-eligible");
    expect(body.reasons).toEqual([expect.stringContaining(reason)]);
    expect(body.suggestion.href).toBe(form.suggestion.href);
    expect(await stored(email)).toEqual({ ...before, bookings: 0 });
  });

  it("without healthDataConsent stores nothing and says she can answer at the studio", async () => {
    const before = await stored("no-consent@example.com");
    for (const healthDataConsent of [false, undefined, "yes please"]) {
      const response = await iceSculpt("no-consent@example.com", { consultation: consultation({}, { healthDataConsent }) });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe("health-consent-required");
      expect(body.message).toMatch(/at the studio/);
    }
    expect(await stored("no-consent@example.com")).toEqual({ ...before, bookings: 0 });
  });

  it("with an answer out of bounds gets 400 field errors; with an old version 409 and the current form", async () => {
    const bad = await iceSculpt("bad@example.com", { consultation: consultation({ heightCm: 12, pregnant: "maybe" }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toMatchObject({ "consultation.heightCm": [expect.any(String)], "consultation.pregnant": [expect.any(String)] });
    const stale = await iceSculpt("stale@example.com", { consultation: consultation({}, { formVersion: form.version - 1 }) });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "consultation-form-changed", form: { version: form.version } });
  });

  it("eligible: is held for payment, with her answers and her signed consent kept", async () => {
    const response = await iceSculpt("eligible@example.com", { consultation: consultation() });
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [answer] = await app.database.sql`select answers, form_version, health_data_consent_at from consultations where booking_id = ${id}`;
    expect(answer).toMatchObject({ answers: expect.objectContaining({ heightCm: 165, pregnant: false }), form_version: form.version });
    expect(answer!.health_data_consent_at).toBeInstanceOf(Date);
    const [consent] = await app.database.sql`select signed_name, consent_text, form_version from treatment_consents where booking_id = ${id}`;
    expect(consent).toMatchObject({ signed_name: "Grace Okafor", consent_text: form.consentText, form_version: form.version });
  });

  it("choosing to answer at the studio books with nothing of her health stored, and she may answer later from her manage link", async () => {
    const before = await stored("later@example.com");
    const response = await iceSculpt("later@example.com", { consultation: { atStudio: true } });
    expect(response.status).toBe(201);
    const { id, manageUrl } = (await response.json()) as { id: string; manageUrl: string };
    expect(await stored("later@example.com")).toEqual({ ...before, bookings: 1 });
    const token = new URL(manageUrl).pathname.split("/").at(-1)!;
    const refused = await app.post(`/api/bookings/manage/${token}/consultation`, { formVersion: form.version, answers: eligible });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "health-consent-required" });
    const ruledOut = await app.post(`/api/bookings/manage/${token}/consultation`, consultation({ weightKg: 95 }));
    expect(ruledOut.status).toBe(422);
    expect(await stored("later@example.com")).toEqual({ ...before, bookings: 1 });
    const answered = await app.post(`/api/bookings/manage/${token}/consultation`, consultation());
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ state: "done", formVersion: form.version });
    const [row] = await app.database.sql<{ n: number }[]>`select count(*)::int as n from consultations where booking_id = ${id}`;
    expect(row!.n).toBe(1);
  });

  it("shows staff where each booking's consultation stands, never the answers", async () => {
    const later = await iceSculpt("card-later@example.com", { consultation: { atStudio: true } });
    const answered = await iceSculpt("card-done@example.com", { consultation: consultation() });
    const rows = async (email: string) => (await (await reception("GET", `/api/bookings?search=${encodeURIComponent(email)}`)).json()) as Record<string, unknown>[];
    expect((await rows("card-later@example.com"))[0]).toMatchObject({ id: ((await later.json()) as { id: string }).id, consultation: "at-studio" });
    const [done] = await rows("card-done@example.com");
    expect(done).toMatchObject({ id: ((await answered.json()) as { id: string }).id, consultation: "done" });
    expect(JSON.stringify(done)).not.toContain("heightCm");
  });
});

describe("asked again", () => {
  it("after 6 months, or when the form's version changes: her booking's consultation is to do again", async () => {
    const response = await iceSculpt("again@example.com", { consultation: consultation() });
    const { id } = (await response.json()) as { id: string };
    const state = async () => (await consultationStates(app.database.db, [id])).get(id);
    expect(await state()).toBe("done");
    await app.database.sql`update consultations set answered_at = (select starts_at from bookings where id = ${id}) - interval '7 months' where booking_id = ${id}`;
    expect(await state()).toBe("to-do");
    await app.database.sql`update consultations set answered_at = now(), form_version = ${form.version - 1} where booking_id = ${id}`;
    expect(await state()).toBe("to-do");
    await app.database.sql`update consultations set form_version = ${form.version} where booking_id = ${id}`;
    expect(await state()).toBe("done");
  });
});

describe("who reads her health answers", () => {
  it("her practitioner and the owner see them, each read logged; reception gets her record without them and 403 for them", async () => {
    const response = await iceSculpt("reader@example.com", { consultation: consultation(), name: "Rhea Reader" });
    expect(response.status).toBe(201);
    const clientId = (await app.database.sql<{ client_id: string }[]>`select client_id from bookings where email = 'reader@example.com'`)[0]!.client_id;

    const atDesk = await reception("GET", `/api/clients/${clientId}`);
    expect(atDesk.status).toBe(200);
    expect(await atDesk.json()).not.toHaveProperty("healthAnswers");
    expect((await reception("GET", `/api/clients/${clientId}/consultations`)).status).toBe(403);

    const views = async () => (await app.database.sql<{ viewer: string }[]>`select viewer from consultation_views where client_id = ${clientId} order by viewed_at`).map((row) => row.viewer);
    expect(await views()).toEqual([]);
    const hers = (await (await priya("GET", `/api/clients/${clientId}`)).json()) as { healthAnswers: { consultations: { questions: { label: string; answer: unknown }[] }[] } };
    expect(hers.healthAnswers.consultations[0]!.questions).toContainEqual({ id: "heightCm", label: "Height", answer: 165 });
    const direct = await priya("GET", `/api/clients/${clientId}/consultations`);
    expect(direct.status).toBe(200);
    expect((await owner("GET", `/api/clients/${clientId}/consultations`)).status).toBe(200);
    expect(await views()).toHaveLength(3);
  });

  it("shows one booking's answers on its card to her practitioner, logged as read from the card; reception 403, another practitioner 404", async () => {
    const response = await iceSculpt("carded@example.com", { consultation: consultation(), name: "Cara Carded" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await reception("GET", `/api/bookings/${id}/consultation`)).status).toBe(403);
    const stranger = asStaff(app, await signInWithRole(app, "practitioner"));
    expect((await stranger("GET", `/api/bookings/${id}/consultation`)).status).toBe(404);
    const card = await priya("GET", `/api/bookings/${id}/consultation`);
    expect(card.status).toBe(200);
    expect(((await card.json()) as { questions: unknown[] }).questions).toContainEqual({ id: "heightCm", label: "Height", answer: 165 });
    expect(await app.database.sql`select place from consultation_views where client_id = (select client_id from bookings where id = ${id})`).toEqual([{ place: "booking card" }]);
  });

  it("the privacy export holds her answers, and the erase leaves no answer or consent behind", async () => {
    const email = "forget.me@example.com";
    expect((await iceSculpt(email, { consultation: consultation() })).status).toBe(201);
    const found = (await (await owner("GET", `/api/admin/privacy?email=${encodeURIComponent(email)}`)).json()) as { consultations: unknown[]; treatmentConsents: unknown[] };
    expect(found.consultations).toHaveLength(1);
    expect(found.treatmentConsents).toHaveLength(1);
    const erased = (await (await owner("POST", "/api/admin/privacy/erase", { email })).json()) as Record<string, number>;
    expect(erased.healthAnswers).toBe(1);
    const [left] = await app.database.sql<{ n: number }[]>`
      select (select count(*) from consultations c join bookings b on b.id = c.booking_id where b.email like 'erased-%')::int
           + (select count(*) from treatment_consents t join bookings b on b.id = t.booking_id where b.email like 'erased-%')::int as n`;
    expect(left!.n).toBe(0);
  });
});

describe("the retention sweep", () => {
  it("erases answers whose client's last visit is older than the period, and keeps the rest", async () => {
    const now = new Date();
    const yearsAgo = (years: number) => new Date(now.getTime() - years * 366 * 86_400_000);
    // Her one visit, with her answers, nine years ago (made as the studio's diary kept it then).
    const [made] = await app.database.sql<{ id: string; client_id: string }[]>`
      insert into bookings (name, email, phone, service, status, source, items, starts_at, ends_at, blocked_until)
      values ('Lorna Longago', 'long.ago@example.com', '07700 900333', 'The Ice Sculpt', 'completed', 'staff', '[{"id": "the-ice-sculpt"}]'::jsonb,
              ${yearsAgo(9)}, ${new Date(yearsAgo(9).getTime() + 3_600_000)}, ${new Date(yearsAgo(9).getTime() + 3_600_000)})
      returning id, client_id`;
    const { id, client_id: clientId } = made!;
    await app.database.sql`insert into consultations (client_id, booking_id, service, form_version, answers, health_data_consent_at, answered_at)
      values (${clientId}, ${id}, 'the-ice-sculpt', ${form.version}, ${app.database.sql.json(eligible)}, ${yearsAgo(9)}, ${yearsAgo(9)})`;
    await app.database.sql`insert into treatment_consents (client_id, booking_id, service, form_version, consent_text, signed_name, signed_at)
      values (${clientId}, ${id}, 'the-ice-sculpt', ${form.version}, ${form.consentText}, 'Lorna Longago', ${yearsAgo(9)})`;
    const others = (await app.database.sql<{ n: number }[]>`select count(*)::int as n from consultations where client_id <> ${clientId}`)[0]!.n;
    expect(others).toBeGreaterThan(0);

    expect(await sweepConsultations(app.database.db, { years: 10, now })).toBe(0);
    expect(await sweepConsultations(app.database.db, { years: 8, now })).toBe(1);
    const [left] = await app.database.sql<{ answers: number; consents: number; others: number }[]>`
      select (select count(*) from consultations where client_id = ${clientId})::int as answers,
             (select count(*) from treatment_consents where client_id = ${clientId})::int as consents,
             (select count(*) from consultations where client_id <> ${clientId})::int as others`;
    expect(left).toEqual({ answers: 0, consents: 0, others });
  });
});
