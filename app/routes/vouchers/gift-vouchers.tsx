import type { Route } from "./+types/gift-vouchers";
import { pageMeta } from "~/app/site/route-meta";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { formHeaders } from "~/ui/forms/form-result";
import { GIFT_VOUCHERS_PATH } from "~/features/vouchers";
import { giftVouchersPageAction, giftVouchersPageLoader } from "~/features/vouchers/pages/voucher-pages.server";
import { GiftVoucherForm } from "~/features/vouchers/ui/gift-voucher-form";

/** The voucher shop (docs/decisions/0025): no React, the form posts to `action`, which sends the buyer on to pay. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;
export const loader = (args: Route.LoaderArgs) => giftVouchersPageLoader(args);
export const action = giftVouchersPageAction;
export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Gift Vouchers",
    description: (studio) => `Give a ${studio} gift voucher for any amount or a favourite treatment, emailed on the day you choose.`,
    path: GIFT_VOUCHERS_PATH,
  });

export default function GiftVouchers({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-12 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <p className="font-semibold tracking-wide text-plum-700 uppercase">Gift Vouchers</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Give a little magic</h1>
        <p className="mt-4 text-lg text-muted">
          A voucher for any amount or a favourite treatment, emailed to them (or to you, to print) on the day you choose.
        </p>
      </header>
      <section aria-label="Buy a gift voucher" className="mx-auto mt-10 max-w-3xl rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
        <GiftVoucherForm treatments={loaderData.treatments} answer={actionData} />
      </section>
    </div>
  );
}
