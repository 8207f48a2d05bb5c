import { data, redirect, type AppLoadContext } from "react-router";
import { formRefusal, typedValues } from "~/ui/forms/form-result";
import { applyPaymentOutcome, retrievedSuccess } from "~/features/payments/index.server";
import { currentServiceFacts } from "~/features/studio/index.server";
import { formatLondonDate } from "~/lib/display-time";
import { isTokenShape } from "~/lib/tokens";
import { studioNoon } from "~/lib/studio-clock";
import { voucherState } from "../voucher-admin";
import { formatVoucherCode } from "../voucher-code";
import { voucherWorth } from "../voucher-emails";
import { giftableTreatments, voucherPagePath, voucherPrintPath } from "../voucher-order";
import { startVoucherPayment, voucherByPageToken } from "../voucher-orders.server";
import { voucherCancellation, voucherCancelMessages, type VoucherCancelRefusal } from "../voucher-cancel";
import { voucherCancellationRefund } from "../voucher-cancel.server";
import { submitBuyerVoucherCancel } from "../use-cases/submit-buyer-voucher-cancel.server";
import { submitVoucherOrder } from "../use-cases/submit-voucher-order.server";
import { serves } from "~/lib/use-case";
import type { Voucher } from "../vouchers.server";
import type { GiftVouchersPageData, VoucherCancelView, VoucherPageData, VoucherView } from "./voucher-page";

/** A voucher's page holds its token in the address and, once paid, its code: never kept by any cache. */
export const voucherPageHeaders = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" } as const;

type Args = { request: Request; params: { token?: string }; context: AppLoadContext };

export async function giftVouchersPageLoader({ context }: { context: AppLoadContext }): Promise<GiftVouchersPageData> {
  const treatments = giftableTreatments(await currentServiceFacts(context.db)).map(({ slug, name, pricePence }) => ({ slug, name, pricePence }));
  return { treatments };
}

/** The order form's POST: on to the voucher's page to pay (post/redirect/get), or the form again with why not. */
export const giftVouchersPageAction = serves([submitVoucherOrder], async ({ request, context }: { request: Request; context: AppLoadContext }) => {
  const formData = await request.formData();
  const outcome = await submitVoucherOrder({ db: context.db, payments: context.payments }, context.visitor, Object.fromEntries(formData));
  return outcome.ok ? redirect(voucherPagePath(outcome.pageToken), 303) : formRefusal(outcome, typedValues(formData));
});

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
export const voucherPageAction = serves([submitBuyerVoucherCancel], async ({ request, params, context }: Args) => {
  const token = params.token ?? "";
  if (!isTokenShape(token)) throw notFound();
  const form = await request.formData();
  if (form.get("intent") !== "cancel") throw new Response(null, { status: 400, headers: voucherPageHeaders });
  const { db, payments, emailContext, bookingSettings } = context;
  const outcome = await submitBuyerVoucherCancel({ db, payments, emailContext, timeZone: bookingSettings.timeZone }, { token });
  if (!outcome.ok && outcome.kind === "not-found") throw notFound();
  const back = outcome.ok ? "#cancel-title" : `?cancel-refused=${outcome.code}#cancel-title`;
  return redirect(`${voucherPagePath(token)}${back}`, { status: 303, headers: voucherPageHeaders });
});

/** The printable voucher: only a paid one (an unpaid voucher has no code to print yet). */
export async function voucherPrintLoader({ params, context }: Args) {
  const token = params.token ?? "";
  if (!isTokenShape(token)) throw notFound();
  const found = await voucherByPageToken(context.db, token);
  if (!found?.code) throw notFound();
  return data<VoucherView>(view(found.voucher, found.code, token), { headers: voucherPageHeaders });
}
