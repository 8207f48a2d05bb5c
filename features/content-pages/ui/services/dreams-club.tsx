import { Check, ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { joinPath, membershipTerms, membershipTermsList, membershipTiers, tierFeatures } from "~/features/memberships";
import { formatPrice } from "~/lib/money";

/**
 * The membership tiers as an exclusive accordion (<details name>): one tier open at a time, each collapsible,
 * with no JavaScript needed. Each tier's button leads to its join page.
 */
export function DreamsClub() {
  return (
    <section id="dreams-club" aria-labelledby="dreams-club-title" className="scroll-mt-20 bg-blush-50 py-16">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold tracking-wide text-plum-600 uppercase">Membership</p>
          <h2 id="dreams-club-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
            Join the Dreams Club
          </h2>
          <p className="mt-4 text-lg text-muted">
            A monthly membership for clients who love to keep the magic going. Members save up to{" "}
            {membershipTerms.maxSavingPercent}% on their treatments.
          </p>
        </div>

        <div className="mx-auto mt-10 max-w-3xl space-y-4">
          {membershipTiers.map((tier) => (
            <details
              key={tier.id}
              name="dreams-club"
              open={tier.popular}
              className={`group rounded-3xl bg-white shadow-sm ${tier.popular ? "border-2 border-plum-700" : "border border-blush-200"}`}
            >
              <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 rounded-3xl p-5 sm:p-6 [&::-webkit-details-marker]:hidden">
                <span className="font-display text-2xl font-semibold text-plum-900">{tier.name}</span>
                {tier.badge ? (
                  <span className="rounded-full bg-gold-400 px-3 py-0.5 text-xs font-bold tracking-wide text-plum-900 uppercase">
                    {tier.badge}
                  </span>
                ) : null}
                <span className="ml-auto flex items-center gap-3">
                  <span className="font-semibold text-plum-800">
                    {formatPrice(tier.pricePence)} per {tier.period}
                  </span>
                  <ChevronDown aria-hidden="true" width={22} height={22} className="text-plum-700 transition-transform group-open:rotate-180" />
                </span>
              </summary>
              <div className="border-t border-blush-200 px-5 pt-4 pb-6 sm:px-6">
                <p className="text-muted">{tier.description}</p>
                <h3 className="mt-4 text-lg font-semibold">What's included in {tier.name}</h3>
                <ul className="mt-2 space-y-2">
                  {tierFeatures(tier).map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden="true" width={20} height={20} className="mt-0.5 shrink-0 text-plum-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <p className="mt-4 rounded-2xl bg-blush-50 p-4">
                  <strong className="text-plum-900">Best for: </strong>
                  {tier.bestFor}
                </p>
                <div className="mt-5 flex flex-wrap items-center gap-4">
                  <a href={joinPath(tier.id)} className={tier.popular ? "btn-primary" : "btn-secondary"}>
                    {tier.buttonText}
                  </a>
                </div>
              </div>
            </details>
          ))}
        </div>

        <div className="mx-auto mt-8 max-w-3xl rounded-3xl bg-white p-6 text-sm sm:text-base">
          <h3 className="text-lg font-semibold text-plum-900">Membership terms</h3>
          <ul className="mt-2 space-y-2">
            {membershipTermsList.map((term) => (
              <li key={term} className="flex gap-2">
                <Check aria-hidden="true" width={20} height={20} className="mt-0.5 shrink-0 text-plum-600" />
                {term}
              </li>
            ))}
          </ul>
          <div className="mt-5 text-center">
            <Link to="/contact" className="btn-secondary">
              Learn More About Membership
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
