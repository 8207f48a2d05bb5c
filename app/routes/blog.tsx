import type { Route } from "./+types/blog";
import { pageMeta } from "~/app/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Blog | Sculpted Dreams Studio", description: "Blog at Sculpted Dreams Studio, London.", path: "/blog" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-semibold">Blog</h1>
    </section>
  );
}
