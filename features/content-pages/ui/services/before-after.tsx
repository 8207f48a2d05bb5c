import type { BeforeAfterImage } from "~/features/studio";

/** The first before/after pair of a service, side by side, labelled as the illustration it is. */
export function BeforeAfter({ image }: { image: BeforeAfterImage }) {
  return (
    <figure className="relative rounded-3xl border border-blush-200 bg-white p-4 shadow-sm">
      <p className="absolute -top-3 right-5 rounded-full bg-gold-400 px-3 py-0.5 text-xs font-bold tracking-wide text-plum-900 uppercase">
        Illustration
      </p>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <img src={image.before} alt="" width={400} height={300} className="h-auto w-full rounded-2xl bg-blush-100" />
          <p className="mt-2 text-center text-sm font-semibold text-muted">Before</p>
        </div>
        <div>
          <img src={image.after} alt="" width={400} height={300} className="h-auto w-full rounded-2xl bg-blush-100" />
          <p className="mt-2 text-center text-sm font-semibold text-muted">After</p>
        </div>
      </div>
      <figcaption className="mt-3 text-sm text-muted">{image.alt}</figcaption>
    </figure>
  );
}
