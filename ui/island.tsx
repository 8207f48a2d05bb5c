import type { ComponentType } from "react";
import { toScriptJson } from "./structured-data";

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
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: toScriptJson(props) }} />
    </>
  );
}

/** The props an island's page was rendered with, read from that page's HTML (a reload fetched with `fetch`). */
export function islandPropsIn<Props>(html: string, name: string): Props | undefined {
  const match = new RegExp(`<script type="application/json" data-island-props="${name}">([\\s\\S]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as Props) : undefined;
}

/** A page with an island exports this as its `handle` (with its other handle facts) and `loadAsDocument` as its `clientLoader`. */
export const islandPage = (name: string) => ({ hydrate: false, island: name }) as const;
