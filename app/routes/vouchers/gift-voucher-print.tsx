import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/gift-voucher-print";
import { ServerErrorPage } from "~/app/site/error-page";
import { useStudio } from "~/features/studio";
import { notForSearch, titleWithStudio } from "~/ui/seo";
import { rootData } from "~/app/site/route-meta";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { howToRedeem } from "~/features/vouchers";
import { voucherPrintLoader } from "~/features/vouchers/pages/voucher-pages.server";
import { VoucherCard } from "~/features/vouchers/ui/voucher-card";
import { PrintButton, printStyles, VoucherNotFound } from "~/features/vouchers/ui/voucher-status";

/** The printable voucher, linked from its page and its emails (docs/decisions/0025). */
export const handle = { ...withoutReact, ...notForSearch };
export const clientLoader = loadAsDocument;
export const loader = (args: Route.LoaderArgs) => voucherPrintLoader(args);
export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Gift Voucher", rootData(matches).studio.name) },
  { name: "description", content: "A gift voucher to print or pass on." },
  { name: "referrer", content: "same-origin" },
];

export default function GiftVoucherPrint({ loaderData }: Route.ComponentProps) {
  const studio = useStudio();
  return (
    <div className="container-page py-10 sm:py-14 print:py-0">
      {/* Hoisted into <head> by React (href and precedence), where a page-wide style belongs. */}
      <style href="gift-voucher-print" precedence="default">
        {printStyles}
      </style>
      <VoucherCard voucher={loaderData} studio={studio.name} redeem={howToRedeem(studio.name)} />
      <p className="mt-8 flex flex-wrap justify-center gap-3" data-no-print>
        <PrintButton />
        <a href={loaderData.pagePath} className="btn-secondary">
          Back to the voucher
        </a>
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const studio = useStudio();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ServerErrorPage />;
  return <VoucherNotFound studio={studio} />;
}
