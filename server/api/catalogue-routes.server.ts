import express from "express";
import type { Database } from "~/db/client.server";
import { serviceChangeSchema, studioFactsChangeSchema } from "~/features/studio";
import { changeService, changeStudioFacts, currentServiceFacts, currentStudioFacts, serviceChangeHistory, waitlistFunnel, type LaunchSettings } from "~/features/studio/index.server";
import { parseForm } from "~/lib/forms";
import { HttpError, notFound } from "../http-errors.server";
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
  const staffOnly = requireStaff(db, production);

  router.get("/services", staffOnly, async (_req, res) => {
    res.json(await currentServiceFacts(db));
  });

  router.get("/services/:slug/changes", staffOnly, async (req, res) => {
    const slug = String(req.params.slug);
    if (!(await currentServiceFacts(db)).some((service) => service.slug === slug)) throw notFound("No such service");
    res.json(await serviceChangeHistory(db, slug));
  });

  router.patch("/services/:slug", staffOnly, ...json, async (req, res) => {
    const parsed = parseForm(serviceChangeSchema, req.body);
    if (!parsed.success) throw new HttpError(400, parsed.error.message, { fieldErrors: parsed.error.fieldErrors });
    const result = await changeService(db, String(req.params.slug), parsed.data, res.locals.staff!.username, launch);
    if (result.outcome === "not-found") throw notFound("No such service");
    if (result.outcome === "invalid") throw new HttpError(400, "Please check the highlighted fields.", { fieldErrors: result.fieldErrors });
    onContentChange();
    res.json(result.facts);
  });

  router.get("/studio-facts", staffOnly, async (_req, res) => {
    res.json(await currentStudioFacts(db));
  });

  router.patch("/studio-facts", staffOnly, ...json, async (req, res) => {
    const parsed = parseForm(studioFactsChangeSchema, req.body);
    if (!parsed.success) throw new HttpError(400, parsed.error.message, { fieldErrors: parsed.error.fieldErrors });
    const facts = await changeStudioFacts(db, parsed.data, res.locals.staff!.username);
    onContentChange();
    res.json(facts);
  });

  /** Each waitlist from sign-up to booking: signed up, invited by a launch, booked through the early-access link. */
  router.get("/waitlist/funnel", staffOnly, async (_req, res) => {
    res.json(await waitlistFunnel(db));
  });

  return router;
}
