import express from "express";
import type { Database } from "~/db/client.server";
import { bookablePractitioners, resourceList, staffMemberList } from "~/features/team/index.server";
import { submitAddResource } from "~/features/team/use-cases/submit-add-resource.server";
import { submitChangeResource } from "~/features/team/use-cases/submit-change-resource.server";
import { submitRemoveTimeOff } from "~/features/team/use-cases/submit-remove-time-off.server";
import { submitTimeOff } from "~/features/team/use-cases/submit-time-off.server";
import { submitAddStaffMember, submitChangeStaffMember, submitInviteAgain, submitRemoveStaffPhoto, submitStaffPhoto } from "~/features/team/admin/index.server";
import type { EmailContext } from "~/features/mail";
import { submitStaffHours } from "~/features/team/use-cases/submit-staff-hours.server";
import { PHOTO_MAX_BYTES, photoMessages } from "~/features/team";
import { serves } from "~/lib/use-case";
import { HttpError, refusalError } from "../http-errors.server";
import { readCappedBody } from "../capped-body.server";
import { requireStaff } from "../staff-auth.server";

/**
 * The team clients choose from (DESIGN 10): GET /api/team, public; and the owner's view of her whole team, rooms and
 * machines (issue 22).
 */
export function teamRoutes({ db, production, json, emailContext }: { db: Database; production: boolean; json: express.RequestHandler[]; emailContext: EmailContext }): express.Router {
  const router = express.Router();
  router.get("/team", async (_req, res) => {
    res.json(await bookablePractitioners(db));
  });
  router.get("/staff-members", requireStaff(db, production, "team"), async (_req, res) => {
    res.json(await staffMemberList(db));
  });
  router.post(
    "/staff-members",
    requireStaff(db, production, "team"),
    ...json,
    serves([submitAddStaffMember], async (req: express.Request, res: express.Response) => {
      const outcome = await submitAddStaffMember({ db, emailContext }, res.locals.staff!, req.body);
      if (!outcome.ok) throw refusalError(outcome);
      res.status(201).json({ ...outcome.member, invitation: outcome.invitation });
    }),
  );
  router.patch(
    "/staff-members/:id",
    requireStaff(db, production, "team"),
    ...json,
    serves([submitChangeStaffMember], async (req: express.Request, res: express.Response) => {
      const outcome = await submitChangeStaffMember({ db, emailContext }, res.locals.staff!, { id: req.params.id, payload: req.body });
      if (!outcome.ok) throw refusalError(outcome);
      res.json({ ...outcome.member, affectedBookings: outcome.affectedBookings });
    }),
  );
  router.put(
    "/staff-members/:id/hours",
    requireStaff(db, production, "team"),
    ...json,
    serves([submitStaffHours], async (req: express.Request, res: express.Response) => {
      const outcome = await submitStaffHours(db, res.locals.staff!, { id: req.params.id, payload: req.body });
      if (!outcome.ok) throw refusalError(outcome);
      res.json({ ...outcome.week, affectedBookings: outcome.affectedBookings });
    }),
  );
  // Her photo as the request's body (its bytes, whatever type is claimed): past the limit, 413 without reading on.
  router.put(
    "/staff-members/:id/photo",
    requireStaff(db, production, "team"),
    serves([submitStaffPhoto], async (req: express.Request, res: express.Response) => {
      if (req.headers["content-encoding"] && req.headers["content-encoding"].trim().toLowerCase() !== "identity") {
        throw new HttpError(415, "Send the photo without a Content-Encoding.", { code: "unsupported-encoding" });
      }
      const bytes = await readCappedBody(req, PHOTO_MAX_BYTES, () => new HttpError(413, photoMessages.tooLarge, { code: "too-large", fieldErrors: { photo: [photoMessages.tooLarge] } }));
      const outcome = await submitStaffPhoto(db, res.locals.staff!, { id: req.params.id, bytes });
      if (!outcome.ok) throw refusalError(outcome);
      res.json(outcome.member);
    }),
  );
  router.delete(
    "/staff-members/:id/photo",
    requireStaff(db, production, "team"),
    serves([submitRemoveStaffPhoto], async (req: express.Request, res: express.Response) => {
      const outcome = await submitRemoveStaffPhoto(db, res.locals.staff!, { id: req.params.id });
      if (!outcome.ok) throw refusalError(outcome);
      res.json(outcome.member);
    }),
  );
  router.post(
    "/staff-members/:id/invitation",
    requireStaff(db, production, "team"),
    serves([submitInviteAgain], async (req: express.Request, res: express.Response) => {
      const outcome = await submitInviteAgain({ db, emailContext }, res.locals.staff!, { id: req.params.id });
      if (!outcome.ok) throw refusalError(outcome);
      res.status(202).json(outcome.invitation);
    }),
  );
  router.get("/resources", requireStaff(db, production, "team"), async (_req, res) => {
    res.json(await resourceList(db));
  });
  router.post(
    "/resources",
    requireStaff(db, production, "team"),
    ...json,
    serves([submitAddResource], async (req: express.Request, res: express.Response) => {
      const outcome = await submitAddResource(db, res.locals.staff!, req.body);
      if (!outcome.ok) throw refusalError(outcome);
      res.status(201).json(outcome.resource);
    }),
  );
  router.patch(
    "/resources/:id",
    requireStaff(db, production, "team"),
    ...json,
    serves([submitChangeResource], async (req: express.Request, res: express.Response) => {
      const outcome = await submitChangeResource(db, res.locals.staff!, { id: req.params.id, payload: req.body });
      if (!outcome.ok) throw refusalError(outcome);
      res.json(outcome.resource);
    }),
  );
  router.post(
    "/time-off",
    requireStaff(db, production, "time-off"),
    ...json,
    serves([submitTimeOff], async (req: express.Request, res: express.Response) => {
      const outcome = await submitTimeOff(db, res.locals.staff!, req.body);
      if (!outcome.ok) throw refusalError(outcome);
      res.status(201).json({ ...outcome.timeOff, affectedBookings: outcome.affectedBookings });
    }),
  );
  router.delete(
    "/time-off/:id",
    requireStaff(db, production, "time-off"),
    serves([submitRemoveTimeOff], async (req: express.Request, res: express.Response) => {
      const outcome = await submitRemoveTimeOff(db, res.locals.staff!, { id: req.params.id });
      if (!outcome.ok) throw refusalError(outcome);
      res.status(204).end();
    }),
  );
  return router;
}
