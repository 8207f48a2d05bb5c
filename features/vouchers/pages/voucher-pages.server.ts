import { data, redirect, type AppLoadContext } from "react-router";
import { typedValues } from "~/ui/forms/form-result";
import { applyPaymentOutcome, retrievedSuccess } from "~/features/payments/index.server";
import { bookableFacts } from "~/features/studio";
import { currentServiceFacts } from "~/features/studio/index.server";
import { formatLondonDate } from "~/lib/display-time";
import { messages, throttledMessage } from "~/lib/forms";
import { isTokenShape } from "~/lib/tokens";
import { studioNoon } from "~/lib/studio-clock";
import { voucherState } from "../voucher-admin";
import { formatVoucherCode } from "../voucher-code";
import { voucherWorth } from "../voucher-emails";
import { voucherPagePath, voucherPrintPath } from "../voucher-order";
import { orderVoucher, startVoucherPayment, voucherByPageToken } from "../voucher-orders.server";
import { voucherCancellation, voucherCancelMessages, type VoucherCancelRefusal } from "../voucher-cancel";
import { cancelVoucherInPeriod, voucherCancellationRefund, voucherIdByPageToken } from "../voucher-cancel.server";
import type { Voucher } from "../vouchers.server";
import type { GiftVoucherOrderAnswer, GiftVouchersPageData, VoucherCancelView, VoucherPageData, VoucherView } from "./voucher-page";

/** A voucher's page holds its token in the address and, once paid, its code: never kept by any cache. */
export const voucherPageHeaders = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" } as const;

type Args = { request: Request; params: { token?: string }; context: AppLoadContext };

export async function giftVouchersPageLoader({ context }: { context: AppLoadContext }): Promise<GiftVouchersPageData> {
  const treatments = bookableFacts(await currentServiceFacts(context.db)).map(({ slug, name, pricePence }) => ({ slug, name, pricePence }));
  return { treatments };
}

/** The order form's POST: on to the voucher's page to pay (post/redirect/get), or the form again with why not. */
export async function giftVouchersPageAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const formData = await request.formData();
  const values = typedValues(formData);
  const result = await orderVoucher(context.db, context.visitor, Object.fromEntries(formData));
  switch (result.outcome) {
    case "stored":
    case "dropped":
      return redirect(voucherPagePath(result.pageToken), 303);
    case "invalid":
      return data<GiftVoucherOrderAnswer>(
        { status: "invalid", message: result.error.message || messages.invalidForm, fieldErrors: result.error.fieldErrors, values },
        { status: 400 },
      );
    case "throttled":
      return data<GiftVoucherOrderAnswer>(
        { status: "throttled", message: throttledMessage(result.retryAfter), values },
        { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
      );
  }
}

const notFound = () => new Response(null, { status: 404, headers: voucherPageHeaders });

function view(voucher: Voucher, code: string | undefined, token: string): VoucherView {
  return {
    state: voucherState(voucher),
    worth: voucherWorth(voucher),
    amountPence: voucher.amountPence,
    balancePence: voucher.balancePence,
    serviceName: voucher.serviceName,
    buyerName: voucher.buyerName,
    recipientName: voucher.recipientName,
    recipientEmail: voucher.recipientEmail,
    message: voucher.message,
    sendOnLabel: voucher.sendOn ? formatLondonDate(studioNoon(voucher.sendOn)) : "",
    expiresLabel: voucher.expiresAt ? formatLondonDate(voucher.expiresAt) : null,
    code: code ? formatVoucherCode(code) : null,
    pagePath: voucherPagePath(token),
    printPath: voucherPrintPath(token),
  };
}

/**
 * The voucher's own page: unpaid, its card step (the payment made once and reused); paid, its code and the link to
 * print it. Back from the card step or a bank's page, it asks the provider first, so it never waits for the webhook.
 */
export async function voucherPageLoader({ request, params, context }: Args) {
  const token = params.token ?? "";
  if (!isTokenShape(token)) throw notFound();
  let found = await voucherByPageToken(context.db, token);
  if (!found) throw notFound();
  if (found.voucher.status === "unpaid" && found.voucher.paymentIntentId) {
    const intent = await context.payments.retrieve(found.voucher.paymentIntentId);
    if (intent.status === "succeeded") {
      await applyPaymentOutcome(context.db, retrievedSuccess(intent, context.payments), context.emailContext, context.payments);
      found = (await voucherByPageToken(context.db, token))!;
    }
  }
  const { voucher, code } = found;
  const setup = voucher.status === "unpaid" ? await startVoucherPayment(context.db, context.payments, voucher) : undefined;
  const query = new URL(request.url).searchParams;
  return data<VoucherPageData>(
    {
      cancel: await cancelView(context, voucher, query),
      voucher: view(voucher, code, token),
      payment:
        setup?.outcome === "ready"
          ? { clientSecret: setup.clientSecret, amount: setup.amountPence, provider: setup.provider, publishableKey: setup.publishableKey, pagePath: voucherPagePath(token) }
          : null,
    },
    { headers: voucherPageHeaders },
  );
}

/** What the page says of the 14-day right: offered (with the confirmation when asked), done, or why it was refused. */
async function cancelView(context: AppLoadContext, voucher: Voucher, query: URLSearchParams): Promise<VoucherCancelView | null> {
  const refund = voucher.status === "void" ? await voucherCancellationRefund(context.db, voucher.id) : undefined;
  if (refund) return { state: "done", refundPence: refund.amountPence, paidPence: refund.paidPence };
  const refused = query.get("cancel-refused");
  if (refused && refused in voucherCancelMessages) return { state: "refused", message: voucherCancelMessages[refused as VoucherCancelRefusal] };
  const verdict = voucherCancellation(voucher, new Date(), context.bookingSettings.timeZone);
  if (!verdict.allowed) return null;
  const lastDayLabel = formatLondonDate(new Date(verdict.periodEnds.getTime() - 1));
  return { state: "offered", refundPence: verdict.refundPence, paidPence: verdict.paidPence, lastDayLabel, confirm: query.has("cancel") };
}

/** The buyer confirms the cancel (POST, then back to the page: post/redirect/get). */
export async function voucherPageAction({ request, params, context }: Args) {
  const token = params.token ?? "";
  if (!isTokenShape(token)) throw notFound();
  const voucherId = await voucherIdByPageToken(context.db, token);
  if (!voucherId) throw notFound();
  const form = await request.formData();
  if (form.get("intent") !== "cancel") throw new Response(null, { status: 400, headers: voucherPageHeaders });
  const now = new Date();
  const result = await cancelVoucherInPeriod(context.db, context.payments, voucherId, { actor: "buyer", noticeReceivedAt: now, now, timeZone: context.bookingSettings.timeZone }, context.emailContext);
  if (result.outcome === "not-found") throw notFound();
  const back = result.outcome === "refused" ? `?cancel-refused=${result.code}#cancel-title` : "#cancel-title";
  return redirect(`${voucherPagePath(token)}${back}`, { status: 303, headers: voucherPageHeaders });
}

/** The printable voucher: only a paid one (an unpaid voucher has no code to print yet). */
export async function voucherPrintLoader({ params, context }: Args) {
  const token = params.token ?? "";
  if (!isTokenShape(token)) throw notFound();
  const found = await voucherByPageToken(context.db, token);
  if (!found?.code) throw notFound();
  return data<VoucherView>(view(found.voucher, found.code, token), { headers: voucherPageHeaders });
}
