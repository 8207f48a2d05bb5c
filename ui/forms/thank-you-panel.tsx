import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The screen that replaces a form once it is sent. Focus moves to its heading so the news is read out: the
 * browser does it from `autofocus` after a plain POST, and app/enhance/public-forms.ts after a background one.
 */
export function ThankYouPanel({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <section aria-labelledby="thank-you-title" className="rounded-3xl border border-blush-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <span aria-hidden="true" className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-blush-100 text-gold-600">
        <Sparkles size={32} />
      </span>
      <h2 id="thank-you-title" tabIndex={-1} autoFocus className="mt-5 scroll-mt-48 text-3xl font-semibold focus:outline-none">
        {title}
      </h2>
      <div className="mx-auto mt-4 max-w-xl space-y-3 text-lg text-muted">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3 [&>*]:whitespace-nowrap">{actions}</div>
    </section>
  );
}
