import type { Route } from "./+types/contact";
import { pageMeta } from "~/app/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Contact | Sculpted Dreams Studio", description: "Contact at Sculpted Dreams Studio, London.", path: "/contact" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-semibold">Contact</h1>
    </section>
  );
}
