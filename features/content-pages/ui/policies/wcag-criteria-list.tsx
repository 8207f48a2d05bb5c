import type { WcagGroup } from "~/content/accessibility";

/** One WCAG level's criteria, grouped by principle. */
export function WcagCriteriaList({ level, groups }: { level: "A" | "AA"; groups: readonly WcagGroup[] }) {
  const id = `wcag-level-${level.toLowerCase()}`;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-blush-200">
      <h3 id={`${id}-title`} className="text-2xl font-semibold">
        Level {level} success criteria
      </h3>
      <div className="mt-4 space-y-6">
        {groups.map((group) => (
          <div key={group.principle}>
            <h4 className="font-display text-lg font-semibold text-plum-800">{group.principle}</h4>
            <ul className="mt-2 space-y-3">
              {group.criteria.map((criterion) => (
                <li key={criterion.number}>
                  <p className="font-semibold">
                    {criterion.number} {criterion.name}
                  </p>
                  <p className="text-muted">{criterion.how}</p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
