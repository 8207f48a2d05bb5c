import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { apiRouter } from "./api/router.server";
import type { Env } from "./env.server";
import { type Logger, requestLog } from "./logger.server";
import { securityHeaders } from "./security-headers.server";

export interface AppDeps {
  db: Database;
  env: Env;
  logger: Logger;
  /** Static files and server-rendered pages; left out by API-only integration tests. */
  pages?: RequestHandler;
}

export function createApp({ db, env, logger, pages }: AppDeps): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(requestLog(logger));
  app.use(securityHeaders({ production: env.NODE_ENV === "production" }));
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await db.execute(sql`select 1`);
      res.json({ status: "ready" });
    } catch (error) {
      res.locals.log.warn({ err: error }, "readiness check failed");
      res.status(503).json({ status: "database unavailable" });
    }
  });

  app.use("/api", apiRouter({ db, env, logger }));
  if (pages) app.use(pages);

  const lastResort: ErrorRequestHandler = (error, _req, res, _next) => {
    res.locals.log.error({ err: error }, "unhandled error");
    if (res.headersSent) return;
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again shortly.");
  };
  app.use(lastResort);
  return app;
}
