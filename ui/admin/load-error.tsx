import { CircleAlert } from "lucide-react";

/** A list that could not be loaded: the server's reason and a way to try again (a link: it works before any script). */
export function LoadError({ what, message, retryHref }: { what: string; message: string; retryHref: string }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-700 bg-red-50 px-4 py-3 text-red-900">
      <CircleAlert aria-hidden="true" size={20} className="shrink-0" />
      <p className="flex-1">
        We could not load the {what}. {message}
      </p>
      <a href={retryHref} className="btn-secondary">
        Try again
      </a>
    </div>
  );
}
