import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { WaitlistPage } from "~/features/inquiries/waitlist-pages";

/** Back-to-home button, the launch or return badge, the headline and the catalogue's short description. */
export function WaitlistHero({ page, children }: { page: WaitlistPage; children?: ReactNode }) {
  return (
    <header>
      <Link
        to="/"
        className="-ml-3 inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-plum-700 hover:bg-blush-100"
      >
        <ArrowLeft aria-hidden="true" size={18} />
        Back to Home
      </Link>
      <div className="mt-6 flex flex-col items-start gap-6 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-blush-100 to-blush-200 text-4xl shadow-inner"
        >
          {page.service.emoji}
        </span>
        <div>
          <p className="inline-flex rounded-full bg-plum-700 px-3 py-1 text-sm font-semibold text-white">{page.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{page.headline}</h1>
        </div>
      </div>
      <p className="mt-5 max-w-3xl text-lg text-muted">{page.service.shortDescription}</p>
      {children}
    </header>
  );
}
