import { data, type AppLoadContext } from "react-router";
import { accountOf } from "~/features/client-session/index.server";
import { membershipTermsList, tierById, tierPriceLabel } from "../membership-copy";
import { tierFeatures } from "../membership-tiers";
import type { JoinPageData } from "./join-page";

/** Someone's own page once signed in (her address is on it): never cached. */
const privateHeaders = { "Cache-Control": "private, no-store" } as const;

const returnedStatus = (value: string | null): JoinPageData["returned"] =>
  value === "succeeded" ? "succeeded" : value === "failed" ? "failed" : value ? "processing" : null;

export async function joinPageLoader({ request, params, context }: { request: Request; params: { tier?: string }; context: AppLoadContext }) {
  const tier = tierById(params.tier ?? "");
  if (!tier) throw data(null, { status: 404, headers: privateHeaders });
  const account = await accountOf(request, context);
  const page: JoinPageData = {
    tier: {
      id: tier.id,
      name: tier.name,
      pricePence: tier.pricePence,
      priceLabel: tierPriceLabel(tier),
      description: tier.description,
      features: tierFeatures(tier),
      bestFor: tier.bestFor,
    },
    terms: membershipTermsList,
    signedInEmail: account?.email ?? null,
    returned: returnedStatus(new URL(request.url).searchParams.get("redirect_status")),
  };
  return data(page, { headers: privateHeaders });
}
