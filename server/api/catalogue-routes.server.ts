import express from "express";
import type { Database } from "~/db/client.server";
import type { Ability } from "~/features/staff-session";
import { currentServiceFacts, currentStudioFacts, serviceChangeHistory, waitlistFunnel, type LaunchSettings } from "~/features/studio/index.server";
import { catalogueRefusals, submitServiceChange, submitStudioFacts } from "~/features/studio/admin/index.server";
import { serves } from "~/lib/use-case";
import { notFound, refusalError } from "../http-errors.server";
import { requireStaff } from "../staff-auth.server";

export interface CatalogueRouteDeps {
  db: Database;
  production: boolean;
  json: express.RequestHandler[];
  /** Prices and states show on public pages: cached pages are rebuilt at once when they change. */
  onContentChange: () => void;
  /** A service made live from coming soon is launched from its waitlist (docs/decisions/0020). */
  launch: LaunchSettings;
}

/**
 * The services' facts staff may change (issue 12, DESIGN 9): GET /api/services, PATCH /api/services/:slug; and the
 * studio-wide ones (docs/decisions/0019): GET and PATCH /api/studio-facts; and the waitlists' funnel after a launch,
 * GET /api/waitlist/funnel.
 */
export function catalogueRoutes({ db, production, json, onContentChange, launch }: CatalogueRouteDeps): express.Router {
  const router = express.Router();
  const staff = (ability: Ability) => requireStaff(db, production, ability);
  const catalogueContext = { db, launch, contentChanged: onContentChange };

  router.get("/services", staff("catalogue"), async (_req, res) => {
    res.json(await currentServiceFacts(db));
  });

  router.get("/services/:slug/changes", staff("catalogue"), async (req, res) => {
    const slug = String(req.params.slug);
    if (!(await currentServiceFacts(db)).some((service) => service.slug === slug)) throw notFound(catalogueRefusals.noSuchService);
    res.json(await serviceChangeHistory(db, slug));
  });

  router.patch(
    "/services/:slug",
    staff("catalogue"),
    ...json,
    serves([submitServiceChange], async (req: express.Request, res: express.Response) => {
      const outcome = await submitServiceChange(catalogueContext, res.locals.staff!, { slug: String(req.params.slug), from: "api", payload: req.body });
      if (!outcome.ok) throw refusalError(outcome);
      res.json(outcome.facts);
    }),
  );

  router.get("/studio-facts", staff("catalogue"), async (_req, res) => {
    res.json(await currentStudioFacts(db));
  });

  router.patch(
    "/studio-facts",
    staff("catalogue"),
    ...json,
    serves([submitStudioFacts], async (req: express.Request, res: express.Response) => {
      const outcome = await submitStudioFacts(catalogueContext, res.locals.staff!, req.body);
      if (!outcome.ok) throw refusalError(outcome);
      res.json(outcome.facts);
    }),
  );

  /** Each waitlist from sign-up to booking: signed up, invited by a launch, booked through the early-access link. */
  router.get("/waitlist/funnel", staff("reports"), async (_req, res) => {
    res.json(await waitlistFunnel(db));
  });

  return router;
}
