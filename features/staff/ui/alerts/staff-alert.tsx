import { AlertTriangle } from "lucide-react";
import { useId, type ReactNode } from "react";

/**
 * Above the dashboard's tabs, while something needs staff (refunds that will not go through, jobs that gave up):
 * one red box with its heading and a line per thing, the same for each kind so staff read them alike.
 */
export function StaffAlert<T>({ heading, items, keyOf, children }: { heading: string; items: readonly T[]; keyOf: (item: T) => string; children: (item: T) => ReactNode }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-red-700 bg-red-50 p-4 text-red-900 sm:p-5">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle aria-hidden="true" size={20} className="shrink-0" />
        {heading}
      </h2>
      <ul className="mt-3 grid gap-3 text-sm">
        {items.map((item) => (
          <li key={keyOf(item)} className="grid gap-0.5">
            {children(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
