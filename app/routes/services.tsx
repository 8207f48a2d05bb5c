import type { Route } from "./+types/services";
import { pageMeta } from "~/app/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Services | Sculpted Dreams Studio", description: "Services at Sculpted Dreams Studio, London.", path: "/services" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-semibold">Services</h1>
    </section>
  );
}
