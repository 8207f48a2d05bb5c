import { LoaderCircle } from "lucide-react";

/**
 * One polite live region per list: the visible "Loading bookings..." before the first answer, then (for screen
 * readers) the loading note while a new search runs and the number of results once it is back.
 */
export function ResultsStatus({ loading, hasData, loadingText, summary }: { loading: boolean; hasData: boolean; loadingText: string; summary: string }) {
  return (
    <div role="status" aria-live="polite">
      {loading && !hasData ? (
        <p className="flex items-center justify-center gap-2 rounded-2xl border border-dashed border-blush-200 bg-white px-4 py-10 text-muted">
          <LoaderCircle aria-hidden="true" size={20} className="animate-spin text-plum-700" />
          {loadingText}
        </p>
      ) : (
        <p className="sr-only">{loading ? loadingText : summary}</p>
      )}
    </div>
  );
}

/** "1 booking" / "3 bookings" */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
