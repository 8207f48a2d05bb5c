import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import express, { type Request, type Response } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { Database } from "~/db/client.server";
import { precompressed } from "./precompressed.server";
import { asStaticAsset } from "./security-headers.server";
import type { Studio } from "~/content/studio";
import type { BookingSettings } from "~/features/booking/index.server";
import type { Payments } from "./api/booking-routes.server";
import { billingFor } from "./payments/billing.server";
import { weeklyHours } from "~/features/schedule/index.server";
import { currentServiceFacts } from "~/features/studio/index.server";
import { searchablePaths } from "~/ui/seo";
import { emailContextFromEnv } from "./email-context.server";
import { formLimitsFromEnv, type Env } from "./env.server";
import type { Logger } from "./logging/logger.server";
import { sharedPageCache } from "./page-cache-channel.server";
import { createPageCache, type PageCache } from "./page-cache.server";
import { accountCookieName } from "~/features/client-session";
import { readCookie } from "~/lib/cookies";
import { pageRequestHandler } from "./page-requests.server";

export interface Pages {
  handler: express.Router;
  cache?: PageCache;
  close(): Promise<void>;
}

interface PageDeps {
  db: Database;
  env: Env;
  studio: Studio;
  projectRoot: string;
  payments: Payments;
  bookingSettings: BookingSettings;
  logger: Logger;
}

/** The build this server belongs to: the folder around the bundle, or ./build when running from source. */
function buildDirectory(projectRoot: string): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return existsSync(path.join(here, "index.js")) ? path.dirname(here) : path.join(projectRoot, "build");
}

type IslandScripts = Readonly<Record<string, string>>;

/** The islands' scripts as the build names them (scripts/build-server.mjs writes the list). */
function builtIslands(buildDir: string): IslandScripts {
  const file = path.join(buildDir, "server", "islands.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as IslandScripts) : {};
}

/** In development Vite serves each island's source (app/island-entries.json). */
function sourceIslands(projectRoot: string): IslandScripts {
  const entries = JSON.parse(readFileSync(path.join(projectRoot, "app", "island-entries.json"), "utf8")) as Record<string, string>;
  return Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, `/${source}`]));
}

function loadContext(
  { db, env, studio, payments, bookingSettings }: PageDeps,
  sitePaths: () => readonly string[],
  islandScripts: IslandScripts,
  cache?: PageCache,
) {
  const membershipBilling = billingFor(payments, db, emailContextFromEnv(env));
  return (req: Request, res: Response): AppLoadContext => ({
    // A getter: in development the build (and so the route table) is loaded after the context is made.
    get sitePaths() {
      return sitePaths();
    },
    db,
    studio,
    currentStudio: async () => ({ ...studio, hours: await weeklyHours(db) }),
    currentServiceFacts: () => currentServiceFacts(db),
    cspNonce: res.locals.cspNonce,
    visitor: { address: req.ip ?? "unknown", limits: formLimitsFromEnv(env) },
    payments,
    membershipBilling,
    demoCards: payments.name === "demo" ? { payments, otherDemoPayments: membershipBilling.name === "demo" ? membershipBilling : undefined } : undefined,
    bookingSettings,
    calendarEmbedUrl: env.BOOKING_CALENDAR_EMBED_URL,
    emailContext: emailContextFromEnv(env),
    production: env.NODE_ENV === "production",
    origin: env.PUBLIC_URL?.replace(/\/$/, "") ?? `${req.protocol}://${req.get("host") ?? "localhost"}`,
    islandScripts,
    contentChanged: () => cache?.clear(),
  });
}

/** Production: the built client files and the built server bundle. */
export async function builtPages(deps: PageDeps): Promise<Pages> {
  const buildDir = buildDirectory(deps.projectRoot);
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const handler = express.Router();
  // Hashed file names never change content, so browsers may keep them for a year.
  const assets = path.join(buildDir, "client", "assets");
  const client = path.join(buildDir, "client");
  handler.use("/assets", precompressed(assets, { immutable: true, maxAge: "1y", setHeaders: asStaticAsset }));
  handler.use("/assets", express.static(assets, { immutable: true, maxAge: "1y", etag: false, lastModified: false, redirect: false, index: false, setHeaders: asStaticAsset }));
  handler.use(precompressed(client, { maxAge: "1h" }));
  handler.use(express.static(client, { maxAge: "1h", redirect: false, index: false }));
  const production = deps.env.NODE_ENV === "production";
  const cache = await sharedPageCache(
    createPageCache({ ttlSeconds: deps.env.PAGE_CACHE_SECONDS, signedIn: (req: Request) => readCookie(req.headers.cookie, accountCookieName(production)) !== undefined }),
    deps.db.$client,
    deps.logger,
  );
  handler.use(cache.middleware);
  const sitePaths = searchablePaths(build.routes);
  handler.all("/{*splat}", pageRequestHandler(build, "production", loadContext(deps, () => sitePaths, builtIslands(buildDir), cache), deps.logger));
  return { handler, cache, close: () => cache.close() };
}

/** Development: Vite compiles on request and reloads the browser on change. */
export async function devPages(deps: PageDeps): Promise<Pages> {
  const vite = await import("vite");
  const server = await vite.createServer({ root: deps.projectRoot, server: { middlewareMode: true }, appType: "custom" });
  const handler = express.Router();
  handler.use(server.middlewares);
  let sitePaths: readonly string[] = [];
  const build = async () => {
    const current = (await server.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    sitePaths = searchablePaths(current.routes);
    return current;
  };
  const pages = pageRequestHandler(build, "development", loadContext(deps, () => sitePaths, sourceIslands(deps.projectRoot)), deps.logger);
  handler.all("/{*splat}", (req, res, next) =>
    pages(req, res, (error?: unknown) => {
      if (error instanceof Error) server.ssrFixStacktrace(error);
      next(error);
    }),
  );
  return { handler, close: () => server.close() };
}
