import * as Dialog from "@radix-ui/react-dialog";
import { Maximize2, X } from "lucide-react";
import type { BeforeAfterImage } from "~/content/catalogue-types";
import { useHydrated } from "./use-hydrated";

const imageProps = { width: 480, height: 360, loading: "lazy", decoding: "async" } as const;

function Tag({ children }: { children: string }) {
  return (
    <span className="absolute top-2 left-2 rounded-full bg-plum-900 px-3 py-0.5 text-sm font-semibold text-white">
      {children}
    </span>
  );
}

/** Side-by-side before and after; the alt text describes the pair, so the images inside the button are decorative. */
function PairImages({ pair, decorative }: { pair: BeforeAfterImage; decorative: boolean }) {
  return (
    <span className="grid grid-cols-2 gap-2">
      <span className="relative block">
        <img src={pair.before} alt={decorative ? "" : `Before: ${pair.alt}`} className="h-auto w-full rounded-xl" {...imageProps} />
        <Tag>Before</Tag>
      </span>
      <span className="relative block">
        <img src={pair.after} alt={decorative ? "" : `After: ${pair.alt}`} className="h-auto w-full rounded-xl" {...imageProps} />
        <Tag>After</Tag>
      </span>
    </span>
  );
}

/**
 * A before/after pair that enlarges in a dialog. Radix gives the dialog its name and description, traps focus,
 * closes on Escape and returns focus to the button that opened it. Without JavaScript the pair is simply shown.
 */
export function BeforeAfterPair({ pair, serviceName }: { pair: BeforeAfterImage; serviceName: string }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <figure>
        <PairImages pair={pair} decorative={false} />
      </figure>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger
        className="group block w-full cursor-zoom-in rounded-2xl text-left"
        aria-label={`Enlarge before and after: ${pair.alt}`}
      >
        <PairImages pair={pair} decorative />
        <span aria-hidden="true" className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-plum-700 group-hover:underline">
          <Maximize2 className="size-4" /> Enlarge
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-plum-900/75" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream p-5 shadow-2xl sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl font-semibold text-plum-900">{serviceName}: before and after</Dialog.Title>
            <Dialog.Close className="btn-secondary shrink-0 px-4">
              <X className="size-5" />
              Close
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-muted">{pair.alt}</Dialog.Description>
          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            <figure>
              <img src={pair.before} alt={`Before ${serviceName}`} width={480} height={360} className="h-auto w-full rounded-xl" />
              <figcaption className="mt-2 text-center font-semibold">Before</figcaption>
            </figure>
            <figure>
              <img src={pair.after} alt={`After ${serviceName}`} width={480} height={360} className="h-auto w-full rounded-xl" />
              <figcaption className="mt-2 text-center font-semibold">After</figcaption>
            </figure>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
