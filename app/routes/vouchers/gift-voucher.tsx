import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/gift-voucher";
import { ServerErrorPage } from "~/app/site/error-page";
import { useStudio } from "~/features/studio";
import { notForSearch, titleWithStudio } from "~/ui/seo";
import { rootData } from "~/app/site/route-meta";
import { Island, islandPage } from "~/ui/island";
import { loadAsDocument } from "~/app/hydration";
import { voucherPageAction, voucherPageLoader } from "~/features/vouchers/pages/voucher-pages.server";
import { VoucherPay } from "~/features/vouchers/ui/voucher-pay";
import { VoucherStatus, VoucherNotFound } from "~/features/vouchers/ui/voucher-status";
import { PreContractInfo, purchaseCancellationRightPoints } from "~/app/site/pre-contract-info";
import { voucherPolicyPoints } from "~/features/vouchers";
import { formatTotal } from "~/lib/money";
import { VoucherCancel } from "~/features/vouchers/ui/voucher-cancel";

/** A gift voucher's own page (docs/decisions/0025): its card step while unpaid, its code once paid. */
export const handle = { ...notForSearch, ...islandPage("voucher-pay") };
export const clientLoader = loadAsDocument;
export const loader = (args: Route.LoaderArgs) => voucherPageLoader(args);
export const action = voucherPageAction;
export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

// No canonical or og:url: the page's only address holds its token.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Your Gift Voucher", rootData(matches).studio.name) },
  { name: "description", content: "Pay for a gift voucher and see its code." },
  { name: "referrer", content: "same-origin" },
];

export default function GiftVoucher({ loaderData }: Route.ComponentProps) {
  const studio = useStudio();
  const { voucher, payment, cancel } = loaderData;
  return (
    <div className="container-page py-10 sm:py-14">
      <VoucherStatus
        voucher={voucher}
        studio={studio.name}
        beforePaying={
          <PreContractInfo
            studio={studio}
            total={formatTotal(voucher.amountPence)}
            policy={{ title: "Gift voucher terms", points: voucherPolicyPoints() }}
            right={purchaseCancellationRightPoints("gift voucher")}
          />
        }
      >
        {payment && <Island name="voucher-pay" component={VoucherPay} props={{ payment, payee: studio.name }} />}
      </VoucherStatus>
      {cancel && <VoucherCancel cancel={cancel} />}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const studio = useStudio();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ServerErrorPage />;
  return <VoucherNotFound studio={studio} />;
}
