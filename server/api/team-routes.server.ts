import express from "express";
import type { Database } from "~/db/client.server";
import { bookablePractitioners, resourceList, staffMemberList } from "~/features/team/index.server";
import { requireStaff } from "../staff-auth.server";

/**
 * The team clients choose from (DESIGN 10): GET /api/team, public; and the owner's view of her whole team, rooms and
 * machines (issue 22).
 */
export function teamRoutes({ db, production }: { db: Database; production: boolean }): express.Router {
  const router = express.Router();
  router.get("/team", async (_req, res) => {
    res.json(await bookablePractitioners(db));
  });
  router.get("/staff-members", requireStaff(db, production, "team"), async (_req, res) => {
    res.json(await staffMemberList(db));
  });
  router.get("/resources", requireStaff(db, production, "team"), async (_req, res) => {
    res.json(await resourceList(db));
  });
  return router;
}
