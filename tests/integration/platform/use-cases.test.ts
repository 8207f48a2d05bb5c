import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useCasesOf } from "~/lib/use-case";
import { createApp } from "~/server/app.server";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logging/logger.server";
import { paymentsFromEnv } from "~/server/payments/provider.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { expressRoutes, pageRoutes, type Target } from "../../support/request-shapes";
import { ensureBuilt } from "../../support/server-process";

/**
 * Issue 21: every `/api` route and page action that changes data is the adapter of a named use case
 * (docs/decisions/0048). A use case is made by namedUseCase(); the handler that serves it is marked by serves(). This
 * walks the Express app's router (both payment providers: the Stripe webhook exists only with Stripe) and the React
 * Router build's route manifest (as the request-shape fuzz does), and finds the answering handler or the `action` export without a mark.
 */

const root = path.resolve(import.meta.dirname, "../../..");
const changesData = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const nameOf = (target: { kind: string; method: string; pattern: string }) => `${target.kind} ${target.method} ${target.pattern}`;

let database: TestDatabase;
let targets: (Target & { useCases: readonly string[] })[];

beforeAll(async () => {
  database = await createTestDatabase();
  const common = { NODE_ENV: "test", LOG_LEVEL: "silent" };
  const apps = [parseEnv(common), parseEnv({ ...common, STRIPE_SECRET_KEY: "sk_test_walk", STRIPE_PUBLISHABLE_KEY: "pk_test_walk", STRIPE_WEBHOOK_SECRET: "whsec_walk" })].map((env) =>
    createApp({ db: database.db, env, logger: createLogger("silent"), payments: paymentsFromEnv(env, database.db), bookingSettings: bookingSettingsFromEnv(env) }),
  );
  const api = new Map(apps.flatMap((app) => expressRoutes(app)).map((target) => [nameOf(target), { ...target, useCases: useCasesOf(target.handler) }]));
  ensureBuilt();
  const server = path.join(root, process.env.BUILD_DIR ?? "build", "server");
  const build = (await import(pathToFileURL(path.join(server, "index.js")).href)) as ServerBuild;
  // Importing the build starts loading the dashboard's lazy parts (lazyPart preloads on the server): wait for every
  // chunk, or a quick run ends while they still load and Vitest reports the late imports as errors.
  const chunks = readdirSync(path.join(server, "assets")).filter((file) => file.endsWith(".js"));
  await Promise.all(chunks.map((file) => import(pathToFileURL(path.join(server, "assets", file)).href)));
  // A route module's action is its POST; modules shared by several paths (the waitlist pages) are each path's.
  const pages = pageRoutes(build).filter((target) => target.action).map((target) => ({ ...target, useCases: useCasesOf((target.module as { action?: unknown }).action) }));
  targets = [...api.values(), ...pages].filter((target) => changesData.has(target.method));
}, 60_000);

afterAll(() => database?.drop());

describe("each use case written once", () => {
  it("finds the routes that change data: the booking's page action and API among them", () => {
    const names = targets.map(nameOf);
    expect(names).toContain("api POST /api/bookings");
    expect(names).toContain("page POST /book");
    expect(names).toContain("api PATCH /api/bookings/:id/status");
  });

  it("has every route and page action that changes data serve a named use case", () => {
    const unnamed = targets.filter((target) => target.useCases.length === 0).map(nameOf);
    expect(unnamed, "these do their work in their handler: make each the adapter of a use case (lib/use-case.ts)").toEqual([]);
  });

  it("has each page action and its API route serve the same use cases", () => {
    const served = (name: string) => targets.find((target) => nameOf(target) === name)?.useCases;
    expect(served("page POST /book")).toEqual(["booking.create"]);
    expect(served("api POST /api/bookings")).toEqual(served("page POST /book"));
    expect(served("api PATCH /api/bookings/:id/status")).toEqual(served("page POST /admin/bookings/:id/status"));
    expect(served("api POST /api/admin/bookings")).toEqual(served("page POST /admin/bookings"));
    const changes = ["cancel", "refund", "reschedule", "record-payment", "cancellation-notice"].flatMap((change) => served(`api POST /api/bookings/:id/${change}`) ?? []);
    expect(new Set(served("page POST /admin/bookings/:id/:change"))).toEqual(new Set(changes));
    expect(served("api POST /api/admin/posts")).toEqual(served("page POST /admin/posts/:id?"));
    expect(served("api POST /api/admin/posts/:id/publish")).toEqual(served("page POST /admin/posts/:id/publish"));
    expect(served("api POST /api/admin/outbox/:id/resend")).toEqual(served("page POST /admin/outbox/:id/resend"));
    expect(served("api POST /api/admin/privacy/erase")).toEqual(served("page POST /admin/privacy"));
    // The manage page's forms (by intent) and its three API routes: cancel, move, a course's next session.
    const manageLink = ["cancel", "reschedule", "sessions"].map((change) => served(`api POST /api/bookings/manage/:token/${change}`));
    expect(manageLink.every((useCases) => useCases?.length === 1)).toBe(true);
    expect(new Set(served("page POST /bookings/manage/:token"))).toEqual(new Set(manageLink.flat()));
    // Her consultation from the manage link: its own plain page and the API's route (docs/decisions/0059).
    expect(served("page POST /bookings/manage/:token/consultation")).toEqual(["consultation.answer"]);
    expect(served("api POST /api/bookings/manage/:token/consultation")).toEqual(served("page POST /bookings/manage/:token/consultation"));
    for (const [api, page] of [["/api/vouchers", "/admin/vouchers"], ["/api/vouchers/:id/void", "/admin/vouchers/:id/void"], ["/api/vouchers/:id/cancel", "/admin/vouchers/:id/cancel"]]) {
      expect(served(`api POST ${api}`)).toEqual(served(`page POST ${page}`));
    }
    expect(served("page POST /admin/login")).toEqual(["staff.sign-in"]);
    expect(served("api POST /api/auth/login")).toEqual(served("page POST /admin/login"));
    expect(served("page POST /admin/logout")).toEqual(["staff.sign-out"]);
    expect(served("api POST /api/auth/logout")).toEqual(served("page POST /admin/logout"));
    // The account page's one action serves each of its forms; her marketing choices are the API's one use case.
    expect(served("api PUT /api/account/marketing")).toEqual(["accounts.marketing-choices"]);
    expect(served("page POST /account")).toContain("accounts.marketing-choices");
    // Her cancel-membership form is the API's own cancellation.
    expect(served("page POST /account")).toContain(served("api POST /api/memberships/me/cancel")![0]);
    // A spent link's page asks for another link: the same use case as the sign-in page's form.
    expect(served("page POST /account/sign-in")).toEqual(["accounts.ask-for-link"]);
    expect(served("page POST /account/sign-in/:token")).toContain("accounts.ask-for-link");
    expect(served("page POST /admin/members/:id/cancel")).toEqual(["memberships.staff-cancel"]);
    expect(served("api POST /api/memberships/:id/cancel")).toEqual(served("page POST /admin/members/:id/cancel"));
    expect(served("page POST /gift-vouchers")).toEqual(["vouchers.order"]);
    expect(served("api POST /api/gift-vouchers")).toEqual(served("page POST /gift-vouchers"));
    expect(served("page POST /gift-vouchers/:token")).toEqual(["vouchers.buyer-cancel"]);
    expect(served("api POST /api/gift-vouchers/:token/cancel")).toEqual(served("page POST /gift-vouchers/:token"));
  });
});
