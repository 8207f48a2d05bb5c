import type { Studio } from "~/features/studio";
import { telHref } from "~/features/studio";

/** Booking and paying happen in the browser; without JavaScript the studio books by phone or email instead. */
export function NoscriptNote({ studio, what }: { studio: Studio; what: string }) {
  return (
    <noscript>
      <p className="rounded-3xl border border-gold-600 bg-white p-5 text-ink">
        {what} needs JavaScript, which seems to be switched off in your browser. We'd still love to see you: call us on{" "}
        <a href={telHref(studio.phone)} className="font-semibold text-plum-700 underline">
          {studio.phone}
        </a>{" "}
        or email{" "}
        <a href={`mailto:${studio.email}`} className="font-semibold text-plum-700 underline">
          {studio.email}
        </a>{" "}
        and we'll book you in.
      </p>
    </noscript>
  );
}
