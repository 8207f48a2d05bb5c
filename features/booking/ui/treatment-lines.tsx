/** A booking's treatments with their prices and the total, as the appointment and manage pages list them. */
export function TreatmentLines({ items, total }: { items: readonly { name: string; price: string }[]; total: string }) {
  return (
    <ul className="mt-1 grid gap-1">
      {items.map((item) => (
        <li key={item.name} className="flex justify-between gap-3 border-b border-blush-100 pb-1">
          <span>{item.name}</span>
          <span className="whitespace-nowrap">{item.price}</span>
        </li>
      ))}
      <li className="flex justify-between gap-3 font-semibold text-plum-900">
        <span>Total</span>
        <span>{total}</span>
      </li>
    </ul>
  );
}
