import type { ComponentType } from "react";

/**
 * An island's props, and the dashboard's answers (decision 0066), as JSON that keeps Dates: a loader's rows carry
 * them (React Router's own stream keeps them too), and plain JSON would hand the browser strings that the server
 * rendered as dates. A Date is written as `{"$date": iso}`; `<` is escaped so the JSON may sit in a <script>.
 */
export function toIslandJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, written: unknown) {
    return this[key] instanceof Date ? { $date: written } : written;
  }).replace(/</g, "\\u003c");
}

/** Reads what toIslandJson wrote, Dates as Dates. */
export function fromIslandJson<T>(text: string): T {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === "object" && value !== null && typeof (value as { $date?: unknown }).$date === "string" && Object.keys(value).length === 1
      ? new Date((value as { $date: string }).$date)
      : value,
  ) as T;
}

/**
 * An island (decision 0017): a page served without React Router in the browser whose one interactive part is
 * hydrated by a small script of its own (React and that component only). The server renders the component inside
 * the island's element and writes its props beside it as JSON; the island's script hydrates the same component
 * with the same props (ui/mount-island.tsx).
 */
export function Island<Props extends object>({ name, component: Component, props }: { name: string; component: ComponentType<Props>; props: Props }) {
  return (
    <>
      <div data-island={name}>
        <Component {...props} />
      </div>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: toIslandJson(props) }} />
    </>
  );
}

/** The props an island's page was rendered with, read from that page's HTML (a reload fetched with `fetch`). */
export function islandPropsIn<Props>(html: string, name: string): Props | undefined {
  const match = new RegExp(`<script type="application/json" data-island-props="${name}">([\\s\\S]*?)</script>`).exec(html);
  return match ? fromIslandJson<Props>(match[1]!) : undefined;
}

/** A page with an island exports this as its `handle` (with its other handle facts) and `loadAsDocument` as its `clientLoader`. */
export const islandPage = (name: string) => ({ hydrate: false, island: name }) as const;
