import { Suspense, useRef, type KeyboardEvent, type ReactNode } from "react";

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
 * The dashboard's sections as tabs (WAI-ARIA's tabs pattern with automatic activation: the arrow keys, Home and End
 * move between them and show the one reached). Only the chosen panel is mounted, so the lists of the other tabs are
 * fetched fresh when staff come back to them. Our own rather than Radix's: /admin's first load carries no library
 * for a row of buttons (docs/decisions/0053).
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
  // Not useId: the island's tree is not the server's, so React's ids differ between them; a tab keeps the server's
  // id while a newly chosen panel would get the browser's, and lose its name (decision 0066). One dashboard a page.
  const base = "dashboard";
  const list = useRef<HTMLDivElement>(null);
  const tabId = (tab: string) => `${base}-tab-${tab}`;
  const panelId = (tab: string) => `${base}-panel-${tab}`;
  const chosen = tabs.find((tab) => tab.value === value) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((tab) => tab.value === event.currentTarget.dataset.value);
    const step: Record<string, number | undefined> = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: tabs.length - 1 };
    const next = step[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length]!;
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(target.value))}`)?.focus();
    if (target.value !== value) onValueChange(target.value);
  };

  return (
    <div>
      <div ref={list} role="tablist" aria-label="Dashboard sections" aria-orientation="horizontal" className="flex flex-wrap gap-1.5 rounded-3xl bg-blush-100 p-1.5">
        {tabs.map((tab) => {
          const selected = tab.value === chosen?.value;
          return (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              data-value={tab.value}
              data-state={selected ? "active" : "inactive"}
              aria-selected={selected}
              aria-controls={selected ? panelId(tab.value) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => !selected && onValueChange(tab.value)}
              onKeyDown={onKeyDown}
              onPointerEnter={() => onIntent?.(tab.value)}
              className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-plum-800 hover:bg-white/70 data-[state=active]:bg-plum-700 data-[state=active]:text-white"
            >
              {tab.count === undefined ? tab.label : `${tab.label} (${tab.count})`}
            </button>
          );
        })}
      </div>
      {chosen && (
        <div
          key={chosen.value}
          id={panelId(chosen.value)}
          role="tabpanel"
          data-tab={chosen.value}
          aria-labelledby={tabId(chosen.value)}
          tabIndex={0}
          data-state="active"
          className="mt-6 rounded-3xl focus-visible:outline-offset-4"
        >
          {chosen.lazy ? <Suspense fallback={<p className="text-muted">Loading {chosen.label.toLowerCase()}...</p>}>{chosen.content}</Suspense> : chosen.content}
        </div>
      )}
    </div>
  );
}
