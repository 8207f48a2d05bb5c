import type { Route } from "./+types/waitlist";
import { pageMeta } from "~/app/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: "Join the Waitlist | Sculpted Dreams Studio", description: "Join the waitlist.", path: location.pathname });

export default function Waitlist() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-semibold">Join the Waitlist</h1>
    </section>
  );
}
