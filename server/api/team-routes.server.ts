import express from "express";
import type { Database } from "~/db/client.server";
import { bookablePractitioners } from "~/features/team/index.server";

/** The team clients choose from (DESIGN 10): GET /api/team, public. */
export function teamRoutes({ db }: { db: Database }): express.Router {
  const router = express.Router();
  router.get("/team", async (_req, res) => {
    res.json(await bookablePractitioners(db));
  });
  return router;
}
