import { Check } from "lucide-react";

export function BulletList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check className="mt-1 size-5 shrink-0 text-plum-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
