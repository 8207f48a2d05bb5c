import { Maximize2, X } from "lucide-react";
import type { BeforeAfterImage } from "~/features/studio";

const imageProps = { width: 480, height: 360, loading: "lazy", decoding: "async" } as const;

function Tag({ children }: { children: string }) {
  return (
    <span className="absolute top-2 left-2 rounded-full bg-plum-900 px-3 py-0.5 text-sm font-semibold text-white">
      {children}
    </span>
  );
}

/**
 * A before/after pair, side by side. Its Enlarge button (hidden until app/enhance/content/gallery-dialog.ts reveals it,
 * so there is no dead button without JavaScript) stretches over the pair and opens a native modal <dialog>: the
 * browser moves focus in, closes it on Escape, and the script returns focus to the button.
 */
export function BeforeAfterPair({ pair, serviceName, dialogId }: { pair: BeforeAfterImage; serviceName: string; dialogId: string }) {
  return (
    <>
      <figure className="relative rounded-2xl has-[button:focus-visible]:ring-4 has-[button:focus-visible]:ring-plum-600 has-[button:focus-visible]:ring-offset-2">
        <span className="grid grid-cols-2 gap-2">
          <span className="relative block">
            <img src={pair.before} alt={`Before: ${pair.alt}`} className="h-auto w-full rounded-xl" {...imageProps} />
            <Tag>Before</Tag>
          </span>
          <span className="relative block">
            <img src={pair.after} alt={`After: ${pair.alt}`} className="h-auto w-full rounded-xl" {...imageProps} />
            <Tag>After</Tag>
          </span>
        </span>
        <button
          type="button"
          hidden
          data-dialog-open={dialogId}
          aria-haspopup="dialog"
          aria-label={`Enlarge before and after: ${pair.alt}`}
          className="mt-1 inline-flex min-h-11 cursor-zoom-in items-center gap-1 text-sm font-semibold text-plum-700 after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline focus-visible:outline-none"
        >
          <Maximize2 aria-hidden="true" className="size-4" /> Enlarge
        </button>
      </figure>
      <dialog
        id={dialogId}
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={`${dialogId}-description`}
        className="m-auto max-h-[92vh] w-[calc(100%-1.5rem)] max-w-4xl overflow-y-auto rounded-2xl bg-cream p-5 text-ink shadow-2xl backdrop:bg-plum-900/75 sm:p-8"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${dialogId}-title`} className="font-display text-2xl font-semibold text-plum-900">
            {serviceName}: before and after
          </h2>
          {/* A dialog form closes its dialog without any script. */}
          <form method="dialog">
            <button className="btn-secondary shrink-0 px-4">
              <X aria-hidden="true" className="size-5" />
              Close
            </button>
          </form>
        </div>
        <p id={`${dialogId}-description`} className="mt-2 text-muted">
          {pair.alt}
        </p>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <figure>
            <img src={pair.before} alt={`Before ${serviceName}`} width={480} height={360} loading="lazy" className="h-auto w-full rounded-xl" />
            <figcaption className="mt-2 text-center font-semibold">Before</figcaption>
          </figure>
          <figure>
            <img src={pair.after} alt={`After ${serviceName}`} width={480} height={360} loading="lazy" className="h-auto w-full rounded-xl" />
            <figcaption className="mt-2 text-center font-semibold">After</figcaption>
          </figure>
        </div>
      </dialog>
    </>
  );
}
