import express from "express";
import type { Database } from "~/db/client.server";
import type { PaymentProvider } from "~/features/booking/index.server";
import type { EmailContext } from "~/features/mail";
import { submitPatchTestResult } from "~/features/booking/admin/index.server";
import { serves } from "~/lib/use-case";
import { refusalError } from "../http-errors.server";
import { requireStaff } from "../staff-auth.server";

/**
 * POST /api/bookings/:id/patch-test-result {result, product?} (issue 23): a practitioner on her own patch-test
 * appointments, or the owner; answers the patch test and the treatments a reaction cancelled.
 */
export function patchTestRoutes({
  db,
  production,
  payments,
  emailContext,
  json,
  clock = () => new Date(),
}: {
  db: Database;
  production: boolean;
  payments: PaymentProvider;
  emailContext: EmailContext;
  json: express.RequestHandler[];
  clock?: () => Date;
}): express.Router {
  const router = express.Router();
  router.post(
    "/bookings/:id/patch-test-result",
    requireStaff(db, production, "patch-tests"),
    ...json,
    serves([submitPatchTestResult], async (req: express.Request, res: express.Response) => {
      const outcome = await submitPatchTestResult({ db, provider: payments, emailContext, now: clock() }, res.locals.staff!, { bookingId: String(req.params.id), body: req.body });
      if (!outcome.ok) throw refusalError(outcome);
      res.json({ ...outcome.patchTest, treatments: outcome.treatments });
    }),
  );
  return router;
}
