import { Sparkles } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";

/** The screen that replaces a form once it is sent; focus moves to its heading so the news is read out. */
export function ThankYouPanel({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="thank-you-title" className="rounded-3xl border border-blush-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <span aria-hidden="true" className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-blush-100 text-gold-600">
        <Sparkles size={32} />
      </span>
      <h2 id="thank-you-title" ref={heading} tabIndex={-1} className="mt-5 scroll-mt-24 text-3xl font-semibold focus:outline-none">
        {title}
      </h2>
      <div className="mx-auto mt-4 max-w-xl space-y-3 text-lg text-muted">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3 [&>*]:whitespace-nowrap">{actions}</div>
    </section>
  );
}
