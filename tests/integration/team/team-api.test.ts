import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableFacts, serviceFacts } from "~/features/studio";
import { asStaff, signInStaff, startTestApp, type TestApp } from "../../support/test-app";

/** GET /api/team (issue 22): the practitioners clients can choose on /book, with the services they can book now. */
let app: TestApp;
beforeAll(async () => {
  // No early-access window: a treatment made live opens to everyone at once.
  app = await startTestApp({ LAUNCH_EARLY_ACCESS_DAYS: "0" });
});
afterAll(() => app.close());

const team = async () => {
  const response = await fetch(`${app.baseUrl}/api/team`);
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; name: string; bio: string; photo: string | null; services: string[] }[];
};

describe("GET /api/team", () => {
  it("lists the owner with every brow service clients can book, and not the body therapist whose treatments are all coming soon", async () => {
    const bookable = bookableFacts(serviceFacts).filter((service) => service.kind === "brow").map((service) => service.slug).sort();
    const [owner, ...others] = await team();
    expect(others).toEqual([]);
    expect(owner).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: "Maya Lewis", bio: expect.stringContaining("brow"), photo: null, services: bookable });
  });

  it("offers the body therapist once one of her treatments goes live, with that treatment only, and drops a member made inactive", async () => {
    const staff = asStaff(app, await signInStaff(app));
    const live = await staff("PATCH", "/api/services/the-ice-sculpt", { state: "live" });
    expect(live.status, await live.text()).toBe(200);
    const [owner, therapist] = await team();
    expect(therapist).toMatchObject({ name: "Priya Shah", services: ["the-ice-sculpt"] });

    await app.database.sql`update staff_members set active = false where id = ${owner!.id}`;
    expect((await team()).map((member) => member.name)).toEqual(["Priya Shah"]);
  });
});
