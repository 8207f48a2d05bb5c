import type { Route } from "./+types/fat-freezing-waitlist";
import { pageMeta } from "~/app/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Fat Freezing Waitlist | Sculpted Dreams Studio", description: "Fat Freezing Waitlist at Sculpted Dreams Studio, London.", path: "/fat-freezing-waitlist" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-semibold">Fat Freezing Waitlist</h1>
    </section>
  );
}
