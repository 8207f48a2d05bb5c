import type { Service } from "~/features/studio";
import { ServiceTabCard } from "./service-tab-card";

export type ServiceTab = "face" | "body";

interface TabDefinition {
  value: ServiceTab;
  label: string;
  intro: string;
  services: readonly Service[];
}

/** The chosen category looks the same whether it is a link (aria-current) or, once enhanced, a tab (aria-selected). */
const triggerClass =
  "inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-plum-800 transition-colors hover:bg-white/70 aria-[current=true]:bg-plum-700 aria-[current=true]:text-white aria-selected:bg-plum-700 aria-selected:text-white";

/**
 * Links to ?tab=face|body, the loader choosing the panel, so the categories work without JavaScript. Both panels
 * are in the HTML; app/enhance/content/tabs.ts turns the links into WAI-ARIA tabs that switch in place.
 */
export function ServiceTabs({ tabs, selected }: { tabs: readonly TabDefinition[]; selected: ServiceTab }) {
  return (
    <div data-tabs>
      <div
        data-tabs-list
        role="group"
        aria-label="Treatment categories"
        className="mx-auto flex w-fit flex-wrap justify-center gap-2 rounded-full bg-blush-100 p-1.5"
      >
        {tabs.map((tab) => (
          <a
            key={tab.value}
            id={`services-tab-${tab.value}`}
            href={`?tab=${tab.value}`}
            data-tab={tab.value}
            aria-current={tab.value === selected ? "true" : undefined}
            className={triggerClass}
          >
            {tab.label}
          </a>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          id={`services-panel-${tab.value}`}
          data-tab-panel={tab.value}
          hidden={tab.value !== selected}
          className="mt-8 rounded-3xl"
        >
          <p className="mx-auto max-w-2xl text-center text-muted">{tab.intro}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tab.services.map((service) => (
              <li key={service.slug} className="flex">
                <ServiceTabCard service={service} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
