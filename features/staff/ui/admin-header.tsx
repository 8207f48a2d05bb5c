import { LoaderCircle, LogOut, UserRound } from "lucide-react";
import { useFetcher } from "react-router";

/** Who is signed in, and the way out: the session ends on the server, which then shows the sign-in page. */
export function AdminHeader({ username }: { username: string }) {
  const fetcher = useFetcher();
  const leaving = fetcher.state !== "idle";

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
        <fetcher.Form method="post" action="/admin/logout">
          <button type="submit" disabled={leaving} className="btn-secondary disabled:cursor-wait disabled:opacity-70">
            {leaving ? <LoaderCircle aria-hidden="true" size={18} className="animate-spin" /> : <LogOut aria-hidden="true" size={18} />}
            Sign out
          </button>
        </fetcher.Form>
      </div>
    </header>
  );
}
