/** A price or launch label on a card; coming-soon labels get a gold accent so they never read as a price. */
export function PriceBadge({ label, comingSoon }: { label: string; comingSoon: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ${
        comingSoon ? "border border-gold-600 bg-cream text-gold-600" : "bg-plum-700 text-white"
      }`}
    >
      {label}
    </span>
  );
}
