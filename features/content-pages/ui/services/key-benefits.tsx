import { Sparkles } from "lucide-react";

/** Shown where a service has no before/after photos yet: its first four benefits. */
export function KeyBenefits({ benefits }: { benefits: readonly string[] }) {
  return (
    <aside aria-labelledby="key-benefits-title" className="rounded-3xl bg-plum-800 p-6 text-white sm:p-8">
      <h2 id="key-benefits-title" className="text-2xl font-semibold text-white">
        Key Benefits
      </h2>
      <ul className="mt-4 space-y-3">
        {benefits.slice(0, 4).map((benefit) => (
          <li key={benefit} className="flex gap-3">
            <Sparkles aria-hidden="true" width={20} height={20} className="mt-0.5 shrink-0 text-gold-400" />
            <span className="text-blush-50">{benefit}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
