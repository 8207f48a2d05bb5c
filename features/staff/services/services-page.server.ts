import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { studioFactsChangeSchema } from "~/features/studio";
import { changeService, changeStudioFacts, currentServiceFacts, serviceChangeHistory } from "~/features/studio/index.server";
import { parseForm } from "~/lib/forms";
import { failure, payloadOf, requireStaffAction, unreadable } from "../admin-page.server";
import { requireStaffPage } from "../staff-session.server";
import { parseServiceForm } from "./service-form";

/**
 * The dashboard's Services tab (app/routes/staff/admin-service*.ts, admin-studio-facts.ts): each service's facts
 * and the studio-wide ones, changed through the same functions as the staff API (PATCH /api/services/:slug), so
 * the rules and the audit are written once. Every change shows on public pages at once: the page cache is cleared.
 */

declare module "../ui/admin-data" {
  interface AdminServer {
    changeService: typeof serviceAction;
    serviceHistory: typeof serviceHistoryLoader;
    changeStudioFacts: typeof studioFactsAction;
  }
}

/** POST /admin/services/:slug: one service's new facts, as typed in its form. */
export async function serviceAction({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaffAction(request, context);
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const parsed = parseServiceForm(payload);
  if (!parsed.success) return failure(400, "invalid", "Please check the highlighted fields.", parsed.fieldErrors);
  const result = await changeService(context.db, String(params.slug), parsed.data, staff.username, {
    earlyAccessDays: context.bookingSettings.earlyAccessDays,
    emailContext: context.emailContext,
  });
  if (result.outcome === "not-found") return failure(404, "not-found", "No such service.");
  if (result.outcome === "invalid") return failure(400, "invalid", "Please check the highlighted fields.", result.fieldErrors);
  context.contentChanged();
  return { ok: true as const, facts: result.facts };
}

/** GET /admin/services/:slug/history: who changed the service, when, and what it was before and after. */
export async function serviceHistoryLoader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaffPage(request, context);
  const slug = String(params.slug);
  if (!(await currentServiceFacts(context.db)).some((service) => service.slug === slug)) return failure(404, "not-found", "No such service.");
  const changes = await serviceChangeHistory(context.db, slug);
  return { ok: true as const, changes: changes.map(({ id, actor, before, after, changedAt }) => ({ id, actor, before: before as Record<string, unknown>, after: after as Record<string, unknown>, changedAt })) };
}

/** POST /admin/studio-facts: studio-wide facts (the accessibility statement's review date). */
export async function studioFactsAction({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaffAction(request, context);
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const parsed = parseForm(studioFactsChangeSchema, payload);
  if (!parsed.success) return failure(400, "invalid", parsed.error.message, parsed.error.fieldErrors);
  const facts = await changeStudioFacts(context.db, parsed.data, staff.username);
  context.contentChanged();
  return { ok: true as const, facts };
}
