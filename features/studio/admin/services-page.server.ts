import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { Database } from "~/db/client.server";
import { currentServiceFacts, serviceChangeHistory } from "../catalogue.server";
import { studioFactKeys, type StudioFactKey } from "../studio-facts";
import { currentStudioFacts, studioFactHistory } from "../studio-facts.server";
import { serves } from "~/lib/use-case";
import { failure, pageFailure, payloadOf, requireStaffAction, requireStaffPage, unreadable } from "~/features/staff-session/index.server";
import { catalogueRefusals, submitServiceChange } from "./submit-service-change.server";
import { submitStudioFacts } from "./submit-studio-facts.server";

/**
 * The dashboard's Services tab (app/routes/staff/admin-service*.ts, admin-studio-facts.ts): its data, read by the
 * dashboard's loader when the tab is shown; each service's facts and the studio-wide ones, changed through the same
 * functions as the staff API (PATCH /api/services/:slug), so the rules and the audit are written once. Every change
 * shows on public pages at once: the page cache is cleared.
 */

declare module "./services-data" {
  interface ServicesAdminServer {
    tab: typeof servicesTab;
    changeService: typeof serviceAction;
    serviceHistory: typeof serviceHistoryLoader;
    changeStudioFacts: typeof studioFactsAction;
  }
}

type LastChange = { actor: string; changedAt: Date } | null;

/** The Services tab's data; `earlyAccessDays` (LAUNCH_EARLY_ACCESS_DAYS) is what a launch's confirmation states. */
export async function servicesTab(db: Database, earlyAccessDays: number) {
  const [services, studioFacts, lastChanges] = await Promise.all([
    currentServiceFacts(db),
    currentStudioFacts(db),
    Promise.all(studioFactKeys.map(async (key) => [key, (await studioFactHistory(db, key))[0] ?? null] as const)),
  ]);
  const studioFactChanges = Object.fromEntries(lastChanges.map(([key, change]) => [key, change && { actor: change.actor, changedAt: change.changedAt }])) as Record<StudioFactKey, LastChange>;
  return { services, studioFacts, studioFactChanges, earlyAccessDays };
}

/** POST /admin/services/:slug: one service's new facts, as typed in its form. */
export const serviceAction = serves([submitServiceChange], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "catalogue");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const launch = { earlyAccessDays: context.bookingSettings.earlyAccessDays, emailContext: context.emailContext };
  const outcome = await submitServiceChange({ db: context.db, launch, contentChanged: context.contentChanged }, staff, { slug: String(params.slug), from: "dashboard", payload });
  return outcome.ok ? { ok: true as const, facts: outcome.facts } : pageFailure(outcome);
});

/** GET /admin/services/:slug/history: who changed the service, when, and what it was before and after. */
export async function serviceHistoryLoader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaffPage(request, context, "catalogue");
  const slug = String(params.slug);
  if (!(await currentServiceFacts(context.db)).some((service) => service.slug === slug)) return failure(404, "not-found", catalogueRefusals.noSuchService);
  const changes = await serviceChangeHistory(context.db, slug);
  return { ok: true as const, changes: changes.map(({ id, actor, before, after, changedAt }) => ({ id, actor, before: before as Record<string, unknown>, after: after as Record<string, unknown>, changedAt })) };
}

/** POST /admin/studio-facts: studio-wide facts (the accessibility statement's review date). */
export const studioFactsAction = serves([submitStudioFacts], async ({ request, context }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "catalogue");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const outcome = await submitStudioFacts(context, staff, payload);
  return outcome.ok ? { ok: true as const, facts: outcome.facts } : pageFailure(outcome);
});
