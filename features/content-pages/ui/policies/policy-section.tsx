import type { ReactNode } from "react";

/** One anchored part of /policies; the scroll margin keeps its heading clear of the sticky header. */
export function PolicySection({
  id,
  title,
  intro,
  children,
  tinted = false,
  divided = false,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
  /** A hairline above, for a section that follows another on the same background. */
  divided?: boolean;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-20 py-14 ${tinted ? "bg-white" : ""} ${divided ? "border-t border-blush-200" : ""}`}>
      <div className="container-page">
        <h2 id={`${id}-title`} className="text-3xl font-semibold">
          {title}
        </h2>
        {intro ? <div className="mt-3 max-w-3xl text-lg text-muted">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
