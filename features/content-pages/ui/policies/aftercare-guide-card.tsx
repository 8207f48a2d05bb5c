import type { AftercareGuide } from "~/features/content-pages/aftercare";

export function AftercareGuideCard({ guide }: { guide: AftercareGuide }) {
  return (
    <article
      id={guide.id}
      aria-labelledby={`${guide.id}-title`}
      className="scroll-mt-20 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-blush-200"
    >
      <h3 id={`${guide.id}-title`} className="text-2xl font-semibold">
        {guide.title}
      </h3>
      <p className="text-sm font-semibold tracking-wide text-plum-700 uppercase">{guide.serviceName}</p>
      <p className="mt-3 text-muted">{guide.intro}</p>
      <ol className="mt-4 space-y-3">
        {guide.steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-plum-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 border-t border-blush-200 pt-3 text-sm text-muted">
        <span className="font-semibold text-ink">Results last:</span> {guide.longevity}
      </p>
    </article>
  );
}
