import { Link } from "react-router";
import { ALL_SERVICES, portfolioFilterHref, type PortfolioFilter } from "~/domain/portfolio-filter";
import { useHydrated } from "./use-hydrated";

export interface FilterOption {
  value: PortfolioFilter;
  label: string;
}

const baseClass = "btn border-2 px-5";
const selectedClass = "border-plum-700 bg-plum-700 text-white hover:bg-plum-800";
const idleClass = "border-blush-200 bg-white text-plum-800 hover:border-plum-600 hover:bg-blush-50";

/**
 * Links first, so the filter works without JavaScript (the loader reads ?service=); once React runs they become
 * toggle buttons (aria-pressed) that filter instantly and keep the URL in step.
 */
export function ServiceFilter({
  options,
  selected,
  onSelect,
}: {
  options: readonly FilterOption[];
  selected: PortfolioFilter;
  onSelect: (value: PortfolioFilter) => void;
}) {
  const hydrated = useHydrated();
  return (
    <ul className="flex flex-wrap justify-center gap-3" aria-label="Filter results by service">
      {options.map((option) => {
        const isSelected = option.value === selected;
        const className = `${baseClass} ${isSelected ? selectedClass : idleClass}`;
        return (
          <li key={option.value}>
            {hydrated ? (
              <button type="button" aria-pressed={isSelected} className={className} onClick={() => onSelect(option.value)}>
                {option.label}
              </button>
            ) : (
              <Link
                to={`${portfolioFilterHref(option.value)}#results`}
                aria-current={isSelected ? "true" : undefined}
                className={className}
                preventScrollReset
              >
                {option.label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export const allServicesOption: FilterOption = { value: ALL_SERVICES, label: "All Services" };
