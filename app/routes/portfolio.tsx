import type { Route } from "./+types/portfolio";
import { pageMeta } from "~/app/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Portfolio | Sculpted Dreams Studio", description: "Portfolio at Sculpted Dreams Studio, London.", path: "/portfolio" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-semibold">Portfolio</h1>
    </section>
  );
}
