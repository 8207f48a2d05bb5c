import type { Route } from "./+types/checkout";
import { useStudio } from "~/features/studio";
import { notForSearch } from "~/ui/seo";
import { pageMeta } from "~/app/site/route-meta";
import { Island, islandPage } from "~/ui/island";
import { loadAsDocument } from "~/app/hydration";
import { checkoutPageLoader } from "~/features/booking/pages/checkout-page.server";
import { CheckoutFlow } from "~/features/booking/ui/checkout/checkout-flow";
import { NoscriptNote } from "~/features/booking/ui/noscript-note";
import { PreContractInfo } from "~/app/site/pre-contract-info";
import { bookingCancellationRightPoints, changePolicyTopic } from "~/features/booking";
import { formatTotal } from "~/lib/money";

export const handle = { ...notForSearch, ...islandPage("checkout") };
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Secure Checkout",
    description: (studio) => `Pay securely for your held appointment at ${studio}.`,
    path: "/checkout",
  }),
];

export const loader = (args: Route.LoaderArgs) => checkoutPageLoader(args);

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const studio = useStudio();
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <p className="font-semibold tracking-wide text-plum-700 uppercase">Confirm &amp; Pay</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Secure Checkout</h1>
        <p className="mt-4 text-lg text-muted">One last sprinkle of magic: check your booking and pay to secure your time.</p>
        <p className="mt-2 text-muted">We hold your chosen time for {loaderData.settings.hold} while you pay.</p>
      </header>
      <div className="mt-8">
        <NoscriptNote studio={studio} what="Paying online" />
      </div>
      <div className="mt-8">
        <Island name="checkout" component={CheckoutFlow} props={{ page: loaderData, payee: studio.name }} />
      </div>
      {loaderData.summary && (
        <PreContractInfo
          className="mt-8"
          studio={studio}
          total={formatTotal(loaderData.summary.totalPence - loaderData.summary.memberPence)}
          policy={changePolicyTopic}
          right={bookingCancellationRightPoints}
        />
      )}
    </div>
  );
}
