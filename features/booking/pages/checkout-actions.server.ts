import { data, type ActionFunctionArgs } from "react-router";
import { serves } from "~/lib/use-case";
import { payloadOf, refusalAnswer, unreadable } from "~/ui/runtime/answers.server";
import { voucherAnswer, voucherConfirmAnswer } from "../use-cases/checkout-voucher-context.server";
import { submitCheckoutVoucher } from "../use-cases/submit-checkout-voucher.server";
import { submitVoucherConfirm } from "../use-cases/submit-voucher-confirm.server";
import { submitVoucherRemoval } from "../use-cases/submit-voucher-removal.server";
import { holdAnswer, submitHoldExtension } from "../use-cases/submit-hold-extension.server";

/**
 * /checkout's own routes, which its island calls (issue 35: no page calls /api): the use cases and answers of
 * POST and DELETE /api/bookings/:id/voucher, …/voucher/confirm and …/extend-hold, answered by the page adapter. The
 * booking's id is the key, as for the card payment; the browser sends only the voucher's code.
 */
const noStore = { "Cache-Control": "no-store" };
const contextOf = (context: ActionFunctionArgs["context"]) => ({ db: context.db, payments: context.payments, emailContext: context.emailContext });

/** POST /checkout/:id/voucher {code} applies a gift voucher (throttled per address and per booking). */
export const checkoutVoucherAction = serves([submitCheckoutVoucher], async ({ request, params, context }: ActionFunctionArgs) => {
  const bookingId = params.id ?? "";
  const body = await payloadOf(request);
  if (!body) return unreadable();
  const applied = await submitCheckoutVoucher(contextOf(context), { address: context.visitor.address }, { bookingId, body });
  return applied.ok ? data(voucherAnswer(applied), { headers: noStore }) : refusalAnswer(applied);
});

/** POST /checkout/:id/voucher/remove takes it off before paying (pages take POST only, as their forms do). */
export const voucherRemovalAction = serves([submitVoucherRemoval], async ({ params, context }: ActionFunctionArgs) => {
  const removed = await submitVoucherRemoval(contextOf(context), { bookingId: params.id ?? "" });
  return removed.ok ? data(voucherAnswer(removed), { headers: noStore }) : refusalAnswer(removed);
});

/** POST /checkout/:id/voucher/confirm: a booking its voucher pays in full, confirmed without a card. */
export const voucherConfirmAction = serves([submitVoucherConfirm], async ({ params, context }: ActionFunctionArgs) => {
  const confirmed = await submitVoucherConfirm(contextOf(context), { bookingId: params.id ?? "" });
  return confirmed.ok ? data(voucherConfirmAnswer(confirmed), { headers: noStore }) : refusalAnswer(confirmed);
});

/** POST /checkout/:id/extend-hold: once, another hold's length to pay (WCAG 2.2.1). */
export const holdExtensionAction = serves([submitHoldExtension], async ({ params, context }: ActionFunctionArgs) => {
  const bookingId = params.id ?? "";
  const extended = await submitHoldExtension({ db: context.db, settings: context.bookingSettings }, { bookingId });
  return extended.ok ? data(holdAnswer(bookingId, extended), { headers: noStore }) : refusalAnswer(extended);
});
