/** A panel's money and counts for the accounts (vouchers sold and spent, members and monthly revenue), as cards. */
export function PanelTotals({ label, items }: { label: string; items: { label: string; value: string }[] }) {
  return (
    <section aria-label={label} className="mt-5">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-muted">{item.label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold text-plum-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
