import * as Tabs from "@radix-ui/react-tabs";
import { useState, type MouseEvent } from "react";
import type { Service } from "~/content/catalogue-types";
import { ServiceTabCard } from "./service-tab-card";

export type ServiceTab = "face" | "body";

interface TabDefinition {
  value: ServiceTab;
  label: string;
  intro: string;
  services: readonly Service[];
}

/**
 * Radix tabs whose triggers are links to ?tab=face|body: before JavaScript arrives a click loads the page with
 * that tab chosen by the loader; once hydrated, the click is kept on the page and Radix switches the panel.
 */
export function ServiceTabs({ tabs, initial }: { tabs: readonly TabDefinition[]; initial: ServiceTab }) {
  const [value, setValue] = useState<ServiceTab>(initial);
  const keepOnPage = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();
  return (
    <Tabs.Root value={value} onValueChange={(next) => setValue(next as ServiceTab)}>
      <Tabs.List
        aria-label="Treatment categories"
        className="mx-auto flex w-fit flex-wrap justify-center gap-2 rounded-full bg-blush-100 p-1.5"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} asChild>
            <a
              href={`?tab=${tab.value}`}
              onClick={keepOnPage}
              className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-plum-800 transition-colors hover:bg-white/70 data-[state=active]:bg-plum-700 data-[state=active]:text-white"
            >
              {tab.label}
            </a>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          className="mt-8 rounded-3xl data-[state=inactive]:hidden"
        >
          <p className="mx-auto max-w-2xl text-center text-muted">{tab.intro}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tab.services.map((service) => (
              <li key={service.slug} className="flex">
                <ServiceTabCard service={service} />
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
