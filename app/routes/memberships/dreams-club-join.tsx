import { Check } from "lucide-react";
import type { Route } from "./+types/dreams-club-join";
import { useStudio } from "~/features/studio";
import { notForSearch } from "~/ui/seo";
import { pageMeta } from "~/app/site/route-meta";
import { Island, islandPage } from "~/ui/island";
import { loadAsDocument } from "~/app/hydration";
import { joinPageLoader } from "~/features/memberships/pages/join-page.server";
import { JoinFlow } from "~/features/memberships/ui/join-flow";
import { NoscriptNote } from "~/features/booking/ui/noscript-note";
import { PreContractInfo, purchaseCancellationRightPoints } from "~/app/site/pre-contract-info";

/** A Dreams Club tier's join page (issue 13): what it includes and its terms, then the island that takes the first month. */
export const handle = { ...notForSearch, ...islandPage("join") };
export const clientLoader = loadAsDocument;
export const loader = (args: Route.LoaderArgs) => joinPageLoader(args);
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `Join Dreams Club ${loaderData.tier.name}` : "Dreams Club",
    description: (studio) => `Join the ${studio} Dreams Club: a monthly membership with treatments included.`,
    path: loaderData ? `/dreams-club/join/${loaderData.tier.id}` : "/services",
  });

export default function DreamsClubJoin({ loaderData }: Route.ComponentProps) {
  const studio = useStudio();
  const { tier, terms } = loaderData;
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <p className="font-semibold tracking-wide text-plum-700 uppercase">Dreams Club membership</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Join {tier.name}</h1>
        <p className="mt-4 text-2xl font-semibold text-plum-800">{tier.priceLabel}</p>
        <p className="mt-2 text-lg text-muted">{tier.description}</p>
      </header>
      <div className="mt-8">
        <NoscriptNote studio={studio} what="Joining online" />
      </div>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="rounded-3xl border border-blush-200 bg-white p-5 shadow-sm sm:p-8 lg:order-2">
          <Island name="join" component={JoinFlow} props={{ page: loaderData, payee: studio.name }} />
        </div>
        <div className="grid gap-6">
          <section aria-labelledby="included-title" className="rounded-3xl bg-blush-50 p-5 sm:p-8">
            <h2 id="included-title" className="text-2xl font-semibold">
              What's included in {tier.name}
            </h2>
            <ul className="mt-4 space-y-2">
              {tier.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden="true" width={20} height={20} className="mt-0.5 shrink-0 text-plum-600" />
                  {feature}
                </li>
              ))}
            </ul>
            <p className="mt-4">
              <strong className="text-plum-900">Best for: </strong>
              {tier.bestFor}
            </p>
          </section>
          <section aria-labelledby="terms-title" className="rounded-3xl border border-blush-200 bg-white p-5 sm:p-8">
            <h2 id="terms-title" className="text-2xl font-semibold">
              Your commitment, and cancelling
            </h2>
            <ul className="mt-4 space-y-2">
              {terms.map((term) => (
                <li key={term} className="flex gap-2">
                  <Check aria-hidden="true" width={20} height={20} className="mt-0.5 shrink-0 text-plum-600" />
                  {term}
                </li>
              ))}
            </ul>
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              <a href="/policies#dreams-club" className="font-semibold text-plum-700 underline underline-offset-4">
                Membership terms in our policies
              </a>
              <a href="/services#dreams-club" className="font-semibold text-plum-700 underline underline-offset-4">
                Compare the memberships
              </a>
            </p>
          </section>
          <PreContractInfo studio={studio} total={tier.priceLabel} right={purchaseCancellationRightPoints("membership")} />
        </div>
      </div>
    </div>
  );
}
