import * as Tabs from "@radix-ui/react-tabs";
import { Suspense, type ReactNode } from "react";

export interface DashboardTab {
  value: string;
  label: string;
  /** Shown as "Bookings (3)" once known. */
  /** A number, or a label such as "1000+" when the count stops at a cap. */
  count?: number | string;
  content: ReactNode;
  /** The content comes in its own chunk (lazyPart), so it needs a <Suspense> for the moment before it arrives. */
  lazy?: boolean;
}

/**
 * The dashboard's sections as Radix tabs (arrow keys move between them). Only the chosen panel is mounted, so the
 * lists of the other tabs are fetched fresh when staff come back to them.
 */
export function DashboardTabs({
  tabs,
  value,
  onValueChange,
  onIntent,
}: {
  tabs: readonly DashboardTab[];
  value: string;
  onValueChange: (value: string) => void;
  /** The pointer is over a tab: what it shows can start loading. */
  onIntent?: (value: string) => void;
}) {
  return (
    <Tabs.Root value={value} onValueChange={onValueChange}>
      <Tabs.List aria-label="Dashboard sections" className="flex flex-wrap gap-1.5 rounded-3xl bg-blush-100 p-1.5">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            onPointerEnter={() => onIntent?.(tab.value)}
            className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-plum-800 hover:bg-white/70 data-[state=active]:bg-plum-700 data-[state=active]:text-white"
          >
            {tab.count === undefined ? tab.label : `${tab.label} (${tab.count})`}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="mt-6 rounded-3xl focus-visible:outline-offset-4">
          {tab.lazy ? <Suspense fallback={<p className="text-muted">Loading {tab.label.toLowerCase()}...</p>}>{tab.content}</Suspense> : tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
