import type { Route } from "./+types/accessibility";
import { pageMeta } from "~/app/seo";

/** Needs no JavaScript: served without React hydration. */
export const handle = { hydrate: false };
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Accessibility Statement | Sculpted Dreams Studio", description: "Accessibility Statement at Sculpted Dreams Studio, London.", path: "/accessibility" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-semibold">Accessibility Statement</h1>
    </section>
  );
}
