import type { Route } from "./+types/policies";
import { pageMeta } from "~/app/seo";

/** Needs no JavaScript: served without React hydration. */
export const handle = { hydrate: false };
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Policies and Aftercare | Sculpted Dreams Studio", description: "Policies and Aftercare at Sculpted Dreams Studio, London.", path: "/policies" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-semibold">Policies and Aftercare</h1>
    </section>
  );
}
