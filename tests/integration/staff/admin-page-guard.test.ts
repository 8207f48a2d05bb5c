import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireStaffPage } from "~/features/staff-session/index.server";
import { sessionCookieName } from "~/features/staff-session";
import { signIn, signOut } from "~/features/staff-session/index.server";
import { createStaffUser } from "~/features/team/index.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";

/** The guard every admin page's loader runs (app/routes/staff/admin.tsx), against a real database. */
let database: TestDatabase;
let context: AppLoadContext;

beforeAll(async () => {
  database = await createTestDatabase();
  context = { db: database.db, production: false } as AppLoadContext;
  await createStaffUser(database.db, "page-guard", "lavender mews teapot");
});
afterAll(() => database.drop());

const pageRequest = (sessionId?: string) =>
  new Request("http://studio.test/admin?tab=bookings", {
    headers: sessionId ? { cookie: `${sessionCookieName(false)}=${encodeURIComponent(sessionId)}` } : {},
  });

async function freshSession(): Promise<string> {
  const result = await signIn(database.db, "page-guard", "lavender mews teapot", "203.0.113.7");
  if (result.outcome !== "signed-in") throw new Error(result.outcome);
  return result.sessionId;
}

async function expectRedirectToSignIn(sessionId?: string) {
  const thrown = await requireStaffPage(pageRequest(sessionId), context, "diary").then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(302);
  expect((thrown as Response).headers.get("location")).toBe(`/admin/login?next=${encodeURIComponent("/admin?tab=bookings")}`);
}

describe("admin pages send anyone without a live session to sign in", () => {
  it("lets a signed-in member of staff through", async () => {
    expect(await requireStaffPage(pageRequest(await freshSession()), context, "diary")).toMatchObject({ username: "page-guard" });
  });

  it("no session", () => expectRedirectToSignIn());

  it("a forged session", () => expectRedirectToSignIn("this-id-was-never-issued-by-the-server"));

  it("an expired session", async () => {
    const id = await freshSession();
    await database.sql`update sessions set expires_at = now() - interval '1 second'`;
    await expectRedirectToSignIn(id);
  });

  it("an idle session", async () => {
    const id = await freshSession();
    await database.sql`update sessions set last_seen_at = now() - interval '2 hours'`;
    await expectRedirectToSignIn(id);
  });

  it("a session that signed out", async () => {
    const id = await freshSession();
    await signOut(database.db, id);
    await expectRedirectToSignIn(id);
  });
});
