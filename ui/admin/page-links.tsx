import { ChevronLeft, ChevronRight } from "lucide-react";
import { PageLink } from "~/ui/admin/dashboard-page";

const linkClass =
  "inline-flex min-h-11 items-center justify-center gap-1 rounded-full border-2 border-plum-700 bg-white px-4 font-semibold text-plum-700 hover:bg-blush-100";


/**
 * Newer and older pages of the list (bookings unless named), and a longer page when one is offered; links, so they
 * work before the dashboard's script has loaded.
 */
export function PageLinks({
  paging,
  pageHref,
  what = "bookings",
  longer,
}: {
  paging: { previous?: string | null; next?: string | null };
  pageHref: (cursor: string) => string;
  what?: string;
  /** "Show 50 at a time": the same list from its start, more to a page. */
  longer?: { size: number; href: string };
}) {
  if (!paging.previous && !paging.next) return null;
  return (
    <nav aria-label={`${what[0]!.toUpperCase()}${what.slice(1)} pages`} className="flex flex-wrap justify-between gap-3">
      {paging.previous ? (
        <PageLink to={pageHref(paging.previous)} className={linkClass}>
          <ChevronLeft aria-hidden="true" size={20} />
          Newer {what}
        </PageLink>
      ) : (
        <span />
      )}
      {longer && (
        <PageLink to={longer.href} className="inline-flex min-h-11 items-center font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-900">
          Show {longer.size} at a time
        </PageLink>
      )}
      {paging.next && (
        <PageLink to={pageHref(paging.next)} className={linkClass}>
          Older {what}
          <ChevronRight aria-hidden="true" size={20} />
        </PageLink>
      )}
    </nav>
  );
}
