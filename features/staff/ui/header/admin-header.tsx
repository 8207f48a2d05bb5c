import { CalendarSync, LoaderCircle, LogOut, Star, UserRound } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { lazyPart } from "~/ui/admin/lazy-part";

// The feed's dialog comes when the button is first used.
const CalendarFeedDialog = lazyPart(() => import("./calendar-feed-dialog").then((module) => module.CalendarFeedDialog));

/**
 * Who is signed in, her calendar feed, clients' ratings (for the roles that read them), and the way out: the session ends on the server, which then shows the sign-in
 * page.
 */
export function AdminHeader({ username, feedOn, ratings = false }: { username: string; feedOn: boolean; ratings?: boolean }) {
  const fetcher = useFetcher();
  const leaving = fetcher.state !== "idle";
  const [feed, setFeed] = useState<"closed" | "open">();
  const feedButton = useRef<HTMLButtonElement>(null);

  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="font-semibold tracking-wide text-plum-700 uppercase">Staff</p>
        <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">Studio dashboard</h1>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex items-center gap-2 text-muted">
          <UserRound aria-hidden="true" size={18} />
          Signed in as <span className="font-semibold text-ink">{username}</span>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {/* A plain page of its own (docs/decisions/0065): a document link, not the dashboard's router. */}
          {ratings && (
            <a href="/admin/reviews" className="btn-secondary">
              <Star aria-hidden="true" size={18} />
              Clients' ratings
            </a>
          )}
          <button ref={feedButton} type="button" className="btn-secondary" onClick={() => setFeed("open")}>
            <CalendarSync aria-hidden="true" size={18} />
            Calendar feed
          </button>
          <fetcher.Form method="post" action="/admin/logout">
            <button type="submit" disabled={leaving} className="btn-secondary disabled:cursor-wait disabled:opacity-70">
              {leaving ? <LoaderCircle aria-hidden="true" size={18} className="animate-spin" /> : <LogOut aria-hidden="true" size={18} />}
              Sign out
            </button>
          </fetcher.Form>
        </div>
        <Suspense fallback={null}>{feed && <CalendarFeedDialog on={feedOn} open={feed === "open"} onClose={() => setFeed("closed")} returnFocus={() => feedButton.current} />}</Suspense>
      </div>
    </header>
  );
}
