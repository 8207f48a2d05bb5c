import type { ServicePackage } from "~/features/studio";
import { formatPrice } from "~/lib/money";

/** Packages in three columns; the second is the one most clients choose. */
export function PackagesBlock({ packages }: { packages: readonly ServicePackage[] }) {
  return (
    <section aria-labelledby="packages-title" className="mt-12">
      <h2 id="packages-title" className="text-2xl font-semibold sm:text-3xl">
        Packages
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {packages.map((pkg, index) => {
          const popular = index === 1;
          return (
            <li
              key={pkg.name}
              className={`relative flex flex-col rounded-3xl bg-white p-6 shadow-sm ${
                popular ? "border-2 border-plum-700" : "border border-blush-200"
              }`}
            >
              {popular ? (
                <p className="absolute -top-3 left-6 rounded-full bg-plum-700 px-3 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
                  Most Popular
                </p>
              ) : null}
              <h3 className="text-xl font-semibold">{pkg.name}</h3>
              <p className="mt-1 font-display text-3xl font-semibold text-plum-800">{formatPrice(pkg.pricePence)}</p>
              <p className="mt-1 text-sm text-muted">
                {pkg.sessions === 1
                  ? `One ${pkg.durationMinutes}-minute session`
                  : `${pkg.sessions} sessions · ${pkg.durationMinutes} min each`}
              </p>
              <p className="mt-3 text-muted">{pkg.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
