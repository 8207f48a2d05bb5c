import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { licenceSentence, studioFactMessages } from "~/features/studio";
import { builtServer } from "../../support/built-server";

/**
 * Issue 20 item 9 (DESIGN 12): the London special-treatment licence is a studio fact staff set through
 * PATCH /api/studio-facts (audited), shown where electric, light and cold treatments are advertised (their service
 * pages and /policies) once both its number and borough are set, and nowhere else. The built server, its page cache on.
 */
const PASSWORD = "lavender mews teapot";
const server = builtServer({ PAGE_CACHE_SECONDS: "300" }, (database) => createStaffUser(database.db, "grace", PASSWORD).then(() => undefined));

let cookie: string;
beforeAll(async () => {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "grace", password: PASSWORD }) });
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
}, 120_000);

const patch = (body: unknown) =>
  fetch(`${server.baseUrl}/api/studio-facts`, { method: "PATCH", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) });
const page = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
const licence = { number: "LN/2026-0417", borough: "Hackney" };
const sentence = licenceSentence(licence);

describe("the special-treatment licence", () => {
  it("shows on the fat-freezing page and /policies once set through the API, and never on a brow page", async () => {
    // Unset: nothing is said of a licence anywhere (and the pages are cached as such).
    expect(await page("/services/the-ice-sculpt")).not.toContain("data-licence");
    expect(await page("/policies")).not.toContain("data-licence");

    const answer = await patch({ licenceNumber: licence.number, licenceBorough: licence.borough });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ licenceNumber: licence.number, licenceBorough: licence.borough });

    expect(await page("/services/the-ice-sculpt")).toContain(sentence);
    expect(await page("/services/the-glow-lift")).toContain(sentence);
    expect(await page("/policies")).toContain(sentence);
    const brows = await page("/services/brow-lift");
    expect(brows).not.toContain(sentence);
    expect(brows).not.toContain("data-licence");

    const [audit] = await server.database.sql`select actor, before, after from studio_fact_changes where key = 'licenceBorough'`;
    expect(audit).toMatchObject({ actor: "grace", before: "", after: licence.borough });
  });

  it("refuses a borough outside London and a number with other characters, with 400 and field errors, storing nothing", async () => {
    const answer = await patch({ licenceNumber: "<script>", licenceBorough: "Manchester" });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.licenceNumber).toEqual([studioFactMessages.licenceNumber]);
    expect(body.fieldErrors.licenceBorough).toEqual([studioFactMessages.licenceBorough]);
    expect(await server.database.sql`select 1 from studio_fact_changes where after = 'Manchester'`).toHaveLength(0);
  });

  it("is no longer shown once cleared", async () => {
    expect((await patch({ licenceNumber: "" })).status).toBe(200);
    expect(await page("/services/the-ice-sculpt")).not.toContain("data-licence");
    expect(await page("/policies")).not.toContain("data-licence");
  });
});
