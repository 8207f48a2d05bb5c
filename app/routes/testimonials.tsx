import type { Route } from "./+types/testimonials";
import { pageMeta } from "~/app/seo";

/** Needs no JavaScript: served without React hydration. */
export const handle = { hydrate: false };
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Client Reviews | Sculpted Dreams Studio", description: "Client Reviews at Sculpted Dreams Studio, London.", path: "/testimonials" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-semibold">Client Reviews</h1>
    </section>
  );
}
