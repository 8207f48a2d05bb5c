import express from "express";
import type { Database } from "~/db/client.server";
import { openedBooking } from "~/features/booking/use-cases/manage-link.server";
import { clientMessages } from "~/features/clients";
import { bookingAnswersFor, clientViewerFor, clientVisible } from "~/features/clients/index.server";
import { consultationFormFor, publicForm } from "~/features/consultations";
import { readHealthAnswers, submitManageConsultation } from "~/features/consultations/index.server";
import { isUuid } from "~/lib/ids";
import { serves } from "~/lib/use-case";
import { HttpError, refusalError } from "../http-errors.server";
import { requireStaff } from "../staff-auth.server";

/**
 * Consultation forms and health answers (issue 23, DESIGN 11, docs/decisions/0059): the public form of a service,
 * her answers from her manage link, and a client's answers for her practitioner and the owner (each read logged).
 */
export function consultationRoutes({ db, production, json, clock = () => new Date() }: { db: Database; production: boolean; json: express.RequestHandler[]; clock?: () => Date }): express.Router {
  const router = express.Router();

  router.get("/consultation-forms/:service", (req, res) => {
    const form = consultationFormFor(String(req.params.service));
    if (!form) throw new HttpError(404, "This treatment has no consultation form.", { code: "not-found" });
    res.json(publicForm(form));
  });

  router.post(
    "/bookings/manage/:token/consultation",
    ...json,
    serves([submitManageConsultation], async (req: express.Request, res: express.Response) => {
      res.set("Cache-Control", "no-store");
      const booking = await openedBooking(db, { address: req.ip ?? "unknown" }, String(req.params.token));
      if ("ok" in booking) throw refusalError(booking);
      const outcome = await submitManageConsultation(db, booking, req.body, clock());
      if (!outcome.ok) throw refusalError(outcome);
      res.json({ state: outcome.state, formVersion: outcome.formVersion });
    }),
  );

  router.get("/clients/:id/consultations", requireStaff(db, production, "health-answers"), async (req, res) => {
    const staff = res.locals.staff!;
    if (!isUuid(req.params.id) || !(await clientVisible(db, req.params.id, clientViewerFor(staff)))) throw new HttpError(404, clientMessages.notFound, { code: "not-found" });
    res.json(await readHealthAnswers(db, req.params.id, { userId: staff.id, name: staff.name }, "api", clock()));
  });

  // One booking's answers for its card (her practitioner, the owner), logged as a read from the booking card.
  router.get("/bookings/:id/consultation", requireStaff(db, production, "health-answers"), async (req, res) => {
    const found = await bookingAnswersFor(db, res.locals.staff!, String(req.params.id), clock());
    if (found.outcome !== "answers") throw new HttpError(404, found.message, { code: "not-found" });
    res.json(found.answers);
  });

  return router;
}
