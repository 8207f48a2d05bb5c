import compression from "compression";
import express, { type RequestHandler } from "express";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { BookingSettings } from "~/features/booking/index.server";
import type { Payments } from "./api/booking-routes.server";
import { apiRouter } from "./api/router.server";
import { askReviewsAfterVisits } from "~/features/reviews/index.server";

import type { Env } from "./env.server";
import type { PageCache } from "./page-cache.server";
import { HttpError } from "./http-errors.server";
import { type Logger, requestLog } from "./logging/logger.server";
import { pageErrorHandler } from "./page-requests.server";
import { asStaticAsset, securityHeaders, thirdPartySources } from "./security-headers.server";
import { teamPhotoAt } from "~/features/team/admin/index.server";
import { sameOriginWrites } from "./staff-auth.server";

// The features that follow a booking's events (booking-events.server.ts), listening in every process that serves.
askReviewsAfterVisits();

export interface AppDeps {
  db: Database;
  env: Env;
  logger: Logger;
  payments: Payments;
  bookingSettings: BookingSettings;
  /** Static files and server-rendered pages; left out by API-only integration tests. */
  pages?: RequestHandler;
  /** The pages' cache, cleared when staff change what pages show. */
  pageCache?: PageCache;
  /** The server's clock for the booking API; tests hand in a fixed one. */
  clock?: () => Date;
}

/** A load balancer's check wants an answer, not a hang: a database slower than this counts as not ready. */
export const READINESS_TIMEOUT_MS = 800;

function withinReadinessTimeout<T>(query: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database in ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
  });
  return Promise.race([query, timeout]).finally(() => clearTimeout(timer));
}

export function createApp({ db, env, logger, pages, pageCache, payments, bookingSettings, clock }: AppDeps): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(requestLog(logger));
  app.use(
    securityHeaders({
      production: env.NODE_ENV === "production",
      additions: thirdPartySources({ stripe: payments.name === "stripe", calendarEmbedUrl: env.BOOKING_CALENDAR_EMBED_URL }),
    }),
  );
  app.use(compression());
  app.use(sameOriginWrites(env.PUBLIC_URL));
  // A NUL character is never part of a real address, and PostgreSQL cannot compare text holding one.
  app.use((req, _res, next) => {
    if (/%00|\0/i.test(req.originalUrl)) throw new HttpError(400, "The address holds a NUL character.");
    next();
  });

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await withinReadinessTimeout(db.execute(sql`select 1`));
      res.json({ status: "ready" });
    } catch (error) {
      res.locals.log.warn({ err: error }, "readiness check failed");
      res.status(503).json({ status: "database unavailable" });
    }
  });

  // Her photo as uploaded (docs/decisions/0075): its address holds its digest, so it is kept a year like /assets;
  // a replaced or removed photo's address names nothing (404). Before the pages, whose cache and CSP are for documents.
  app.get("/team-photos/:id/:file", async (req, res, next) => {
    const photo = await teamPhotoAt(db, req.params.id, req.params.file);
    if (!photo) return next();
    asStaticAsset(res);
    const etag = `"${req.params.file.split(".")[0]}"`;
    res.set({ "Content-Type": photo.contentType, "Cache-Control": "public, max-age=31536000, immutable", ETag: etag });
    if (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) return void res.status(304).end();
    res.send(photo.bytes);
  });

  app.use("/api", apiRouter({ db, env, logger, payments, bookingSettings, pageCache, clock }));
  if (pages) app.use(pages);

  app.use(pageErrorHandler(logger));
  return app;
}
