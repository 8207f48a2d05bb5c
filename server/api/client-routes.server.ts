import express from "express";
import type { Database } from "~/db/client.server";
import { changePolicy } from "~/features/booking";
import { clientMessages } from "~/features/clients";
import { clientRecord, clientViewerFor, searchClients, submitClientMerge, submitClientNote } from "~/features/clients/index.server";
import { readHealthAnswers } from "~/features/consultations/index.server";
import { may } from "~/features/staff-session";
import { isUuid } from "~/lib/ids";
import { serves } from "~/lib/use-case";
import { HttpError, refusalError } from "../http-errors.server";
import { requireStaff } from "../staff-auth.server";

/**
 * Client records for staff (issue 23, DESIGN 11): GET /api/clients (a page by name, keyset; the Link header names the
 * next), GET /api/clients/:id (her record), POST /api/clients/:id/notes, POST /api/clients/:id/merge (the desk).
 */
export function clientRoutes({ db, production, json }: { db: Database; production: boolean; json: express.RequestHandler[] }): express.Router {
  const router = express.Router();
  const text = (req: express.Request, name: string) => (typeof req.query[name] === "string" ? (req.query[name] as string) : "");
  router.get("/clients", requireStaff(db, production, "clients"), async (req, res) => {
    const search = text(req, "search");
    const page = await searchClients(db, { search, cursor: text(req, "cursor") || undefined }, clientViewerFor(res.locals.staff!));
    if (page.outcome === "bad-cursor") throw new HttpError(400, clientMessages.cursor, { fieldErrors: { cursor: [clientMessages.cursor] } });
    if (page.next) res.set("Link", `<${req.baseUrl}/clients?${new URLSearchParams({ ...(search ? { search } : {}), cursor: page.next })}>; rel="next"`);
    res.json(page.rows);
  });
  router.get("/clients/:id", requireStaff(db, production, "clients"), async (req, res) => {
    const record = isUuid(req.params.id) ? await clientRecord(db, req.params.id, clientViewerFor(res.locals.staff!), { lateHours: changePolicy.noticeHours }) : undefined;
    if (!record) throw new HttpError(404, clientMessages.notFound, { code: "not-found" });
    const staff = res.locals.staff!;
    // Health answers only for her practitioner and the owner, each read logged (docs/decisions/0059).
    const health = may(staff.role, "health-answers") ? { healthAnswers: await readHealthAnswers(db, record.id, { userId: staff.id, name: staff.name }, "api") } : {};
    res.json({ ...record, ...health });
  });
  router.post(
    "/clients/:id/notes",
    requireStaff(db, production, "clients"),
    ...json,
    serves([submitClientNote], async (req: express.Request, res: express.Response) => {
      const staff = res.locals.staff!;
      const outcome = await submitClientNote(db, staff, clientViewerFor(staff), { clientId: req.params.id, payload: req.body });
      if (!outcome.ok) throw refusalError(outcome);
      res.status(201).json(outcome.note);
    }),
  );
  router.post(
    "/clients/:id/merge",
    requireStaff(db, production, "desk"),
    ...json,
    serves([submitClientMerge], async (req: express.Request, res: express.Response) => {
      const outcome = await submitClientMerge(db, res.locals.staff!, { intoId: req.params.id, payload: req.body });
      if (!outcome.ok) throw refusalError(outcome);
      res.json(await clientRecord(db, outcome.intoId, {}, { lateHours: changePolicy.noticeHours }));
    }),
  );
  return router;
}
