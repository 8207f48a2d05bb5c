import type { Route } from "./+types/about";
import { pageMeta } from "~/app/seo";

/** Needs no JavaScript: served without React hydration. */
export const handle = { hydrate: false };
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "About | Sculpted Dreams Studio", description: "About at Sculpted Dreams Studio, London.", path: "/about" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-semibold">About</h1>
    </section>
  );
}
