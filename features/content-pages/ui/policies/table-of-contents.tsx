export interface TocEntry {
  id: string;
  label: string;
}

export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav aria-labelledby="toc-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-blush-200">
      <h2 id="toc-title" className="text-xl font-semibold">
        On this page
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="inline-flex min-h-11 items-center font-medium text-plum-700 underline underline-offset-4 hover:text-plum-900"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
