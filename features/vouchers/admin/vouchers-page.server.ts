import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { isVoucherCodeShape } from "../voucher-code";
import { VOUCHER_PAGE, voucherAdminMessages, voucherLookupKey, voucherLookupLimit } from "../voucher-admin";
import type { Database } from "~/db/client.server";
import { listVoucherPage, lookupVoucher, voucherTotals } from "../voucher-admin.server";
import { submitIssueVoucher } from "../use-cases/submit-issue-voucher.server";
import { submitStaffVoucherCancel } from "../use-cases/submit-staff-voucher-cancel.server";
import { submitVoidVoucher } from "../use-cases/submit-void-voucher.server";
import { hit } from "~/lib/throttle.server";
import { serves } from "~/lib/use-case";
import { failure, pageFailure, payloadOf, requireStaffAction, requireStaffPage, unreadable } from "~/features/staff-session/index.server";

/**
 * The dashboard's Vouchers tab (app/routes/staff/vouchers/): its data, read by the dashboard's loader when the tab is
 * shown, and the same use cases as the staff API (server/api/voucher-routes.server.ts), answered as page data.
 */

declare module "./vouchers-data" {
  interface VouchersAdminServer {
    tab: typeof vouchersTab;
  }
}

/** The page of vouchers the address names; a cursor that is not one of ours shows page one. */
export async function vouchersTab(db: Database, cursor: string) {
  const [found, totals] = await Promise.all([listVoucherPage(db, { cursor: cursor || undefined, limit: VOUCHER_PAGE }), voucherTotals(db)]);
  const page = found.outcome === "page" ? found : await listVoucherPage(db, { limit: VOUCHER_PAGE });
  if (page.outcome !== "page") throw new Error("the first page has no cursor to refuse");
  return { rows: page.rows, next: page.next, previous: page.previous, count: page.count, totals };
}

/** POST /admin/vouchers: a voucher sold at the desk; the answer carries its code, this once. */
export const issueVoucherAction = serves([submitIssueVoucher], async ({ request, context }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "desk");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const outcome = await submitIssueVoucher({ db: context.db }, staff, payload);
  return outcome.ok ? { ok: true as const, voucher: outcome.voucher, code: outcome.code } : pageFailure(outcome);
});

/** POST /admin/vouchers/:id/void: the staff member is kept on the voucher. */
export const voidVoucherAction = serves([submitVoidVoucher], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "desk");
  const outcome = await submitVoidVoucher({ db: context.db }, staff, { id: String(params.id) });
  return outcome.ok ? { ok: true as const, voucher: outcome.voucher } : pageFailure(outcome);
});

/**
 * POST /admin/vouchers/:id/cancel `{receivedAt?, note?}`: the buyer's 14-day cancellation, given now or received by
 * email (docs/decisions/0036), by the same use case as POST /api/vouchers/:id/cancel.
 */
export const cancelVoucherAction = serves([submitStaffVoucherCancel], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "desk");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const { db, payments, emailContext, bookingSettings } = context;
  const outcome = await submitStaffVoucherCancel({ db, payments, emailContext, timeZone: bookingSettings.timeZone }, staff, { id: String(params.id), body: payload });
  return outcome.ok ? { ok: true as const, id: String(params.id), ...outcome.answer } : pageFailure(outcome);
});

/** GET /admin/vouchers/lookup?code=: the voucher a typed code names, or why there is none. */
export async function voucherLookupLoader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaffPage(request, context, "desk");
  const code = new URL(request.url).searchParams.get("code") ?? "";
  if (!isVoucherCodeShape(code)) return failure(400, "invalid", voucherAdminMessages.notACode, { code: [voucherAdminMessages.notACode] });
  const verdict = await hit(context.db, voucherLookupKey(staff.username), voucherLookupLimit);
  if (!verdict.allowed) return failure(429, "throttled", voucherAdminMessages.throttled);
  const voucher = await lookupVoucher(context.db, code);
  if (!voucher) return failure(404, "not-found", voucherAdminMessages.noSuchCode);
  return { ok: true as const, voucher };
}
