import { ALL_SERVICES, portfolioFilterHref, type PortfolioFilter } from "~/features/content-pages/portfolio-filter";

export interface FilterOption {
  value: PortfolioFilter;
  label: string;
}

const linkClass =
  "btn border-2 border-blush-200 bg-white px-5 text-plum-800 hover:border-plum-600 hover:bg-blush-50 aria-[current=true]:border-plum-700 aria-[current=true]:bg-plum-700 aria-[current=true]:text-white aria-[current=true]:hover:bg-plum-800";

/**
 * Plain links, so the filter works without JavaScript (the loader reads ?service=); app/enhance/content/
 * portfolio-filter.ts keeps their clicks on the page, filtering at once and keeping the URL in step.
 */
export function ServiceFilter({ options, selected }: { options: readonly FilterOption[]; selected: PortfolioFilter }) {
  return (
    <ul className="flex flex-wrap justify-center gap-3" aria-label="Filter results by service">
      {options.map((option) => (
        <li key={option.value}>
          <a
            href={`${portfolioFilterHref(option.value)}#results`}
            data-portfolio-filter={option.value}
            aria-current={option.value === selected ? "true" : undefined}
            className={linkClass}
          >
            {option.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export const allServicesOption: FilterOption = { value: ALL_SERVICES, label: "All Services" };
