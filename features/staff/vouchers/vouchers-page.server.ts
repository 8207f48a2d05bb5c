import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { isVoucherCodeShape, issueVoucherSchema, voucherAdminMessages, voucherLookupKey, voucherLookupLimit } from "~/features/vouchers";
import { cancelVoucherAsStaff, issueStudioVoucher, lookupVoucher, voidVoucherAsStaff } from "~/features/vouchers/index.server";
import { parseForm } from "~/lib/forms";
import { hit } from "~/lib/throttle.server";
import { failure, payloadOf, requireStaffAction, unreadable } from "../admin-page.server";
import { requireStaffPage } from "../staff-session.server";

/**
 * The dashboard's Vouchers tab (app/routes/staff/vouchers/): the same functions as the staff API
 * (server/api/voucher-routes.server.ts), answered as page data.
 */

declare module "../ui/admin-data" {
  interface AdminServer {
    issueVoucher: typeof issueVoucherAction;
    voidVoucher: typeof voidVoucherAction;
    cancelVoucher: typeof cancelVoucherAction;
    lookupVoucher: typeof voucherLookupLoader;
  }
}

/** POST /admin/vouchers: a voucher sold at the desk; the answer carries its code, this once. */
export async function issueVoucherAction({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaffAction(request, context);
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const parsed = parseForm(issueVoucherSchema, payload);
  if (!parsed.success) return failure(400, "invalid", parsed.error.message, parsed.error.fieldErrors);
  const { voucher, code } = await issueStudioVoucher(context.db, parsed.data, staff.username);
  return { ok: true as const, voucher, code };
}

/** POST /admin/vouchers/:id/void: the staff member is kept on the voucher. */
export async function voidVoucherAction({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaffAction(request, context);
  const result = await voidVoucherAsStaff(context.db, String(params.id), staff.username);
  if (result.outcome === "not-found") return failure(404, "not-found", voucherAdminMessages.notFound);
  if (result.outcome === "already-void") return failure(409, "already-void", voucherAdminMessages.alreadyVoid);
  return { ok: true as const, voucher: result.voucher };
}

/**
 * POST /admin/vouchers/:id/cancel `{receivedAt?, note?}`: the buyer's 14-day cancellation, given now or received by
 * email (docs/decisions/0036), by the same use case as POST /api/vouchers/:id/cancel.
 */
export async function cancelVoucherAction({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaffAction(request, context);
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const result = await cancelVoucherAsStaff(
    context.db,
    context.payments,
    String(params.id),
    { staff: staff.username, body: payload, timeZone: context.bookingSettings.timeZone },
    context.emailContext,
  );
  if (result.outcome === "invalid") return failure(400, "invalid", result.message, result.fieldErrors);
  if (result.outcome === "not-found") return failure(404, "not-found", voucherAdminMessages.notFound);
  if (result.outcome === "refused") return failure(409, result.code, result.message);
  return { ok: true as const, id: String(params.id), ...result.answer };
}

/** GET /admin/vouchers/lookup?code=: the voucher a typed code names, or why there is none. */
export async function voucherLookupLoader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaffPage(request, context);
  const code = new URL(request.url).searchParams.get("code") ?? "";
  if (!isVoucherCodeShape(code)) return failure(400, "invalid", voucherAdminMessages.notACode, { code: [voucherAdminMessages.notACode] });
  const verdict = await hit(context.db, voucherLookupKey(staff.username), voucherLookupLimit);
  if (!verdict.allowed) return failure(429, "throttled", voucherAdminMessages.throttled);
  const voucher = await lookupVoucher(context.db, code);
  if (!voucher) return failure(404, "not-found", voucherAdminMessages.noSuchCode);
  return { ok: true as const, voucher };
}
