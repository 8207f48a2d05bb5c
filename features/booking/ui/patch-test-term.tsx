/**
 * Her patch test in a booking's details list (patchTestLine's words): checkout, confirmation, manage page; with a
 * link to book a new free one when her treatment has none (`bookHref`).
 */
export function PatchTestTerm({ line, bookHref }: { line: string; bookHref?: string | null }) {
  return (
    <div className="sm:col-span-2">
      <dt className="text-sm font-semibold text-plum-800">Patch test</dt>
      <dd>
        {line}
        {bookHref && (
          <>
            {" "}
            <a href={bookHref} className="font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-900">
              Book a free patch test
            </a>
          </>
        )}
      </dd>
    </div>
  );
}
