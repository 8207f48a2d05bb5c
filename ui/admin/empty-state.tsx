import type { LucideIcon } from "lucide-react";

/** What an empty list says (spec section 2's words), with a hint of what to do next. */
export function EmptyState({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-blush-200 bg-white px-6 py-10 text-center">
      <Icon aria-hidden="true" size={36} className="mx-auto text-plum-500" />
      <h3 className="mt-3 text-xl font-semibold">{title}</h3>
      <p className="mt-1 text-muted">{text}</p>
    </div>
  );
}
