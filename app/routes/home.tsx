import { Link } from "react-router";
import type { Route } from "./+types/home";
import { pageMeta } from "~/app/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Sculpted Dreams Studio | Brows, Facial RF & Body Sculpting in London",
    description:
      "Henna brows, lamination, tint and wax, with facial RF and body sculpting coming soon. Certified artists, 5-star care, book online in London.",
    path: "/",
  });

export default function Home() {
  return (
    <section className="container-page py-16 text-center sm:py-24" aria-labelledby="home-title">
      <h1 id="home-title" className="mx-auto max-w-3xl text-4xl font-semibold sm:text-5xl">
        Sculpting confidence, one magical brow at a time
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">
        Brows, skin and body treatments in London, crafted by certified artists with a sprinkle of fairy dust.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Link to="/book" className="btn-primary">
          Book Your Transformation
        </Link>
        <Link to="/services" className="btn-secondary">
          Explore All Treatments
        </Link>
      </div>
    </section>
  );
}
