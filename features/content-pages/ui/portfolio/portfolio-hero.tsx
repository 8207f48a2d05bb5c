import { Award, CalendarCheck, GraduationCap, ThumbsUp } from "lucide-react";
import { Link } from "react-router";

const trustBadges = [
  { icon: ThumbsUp, label: "98% Client Satisfaction" },
  { icon: GraduationCap, label: "Certified Training" },
  { icon: CalendarCheck, label: "Same-Day Booking" },
  { icon: Award, label: "Guaranteed Quality" },
];

export function PortfolioHero() {
  return (
    <section aria-labelledby="portfolio-title" className="bg-linear-to-b from-blush-100 to-cream py-16">
      <div className="container-page text-center">
        <p className="font-semibold tracking-wide text-plum-700 uppercase">Our portfolio</p>
        <h1 id="portfolio-title" className="mx-auto mt-2 max-w-3xl text-4xl font-semibold sm:text-5xl">
          Real transformations, a sprinkle of magic
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
          Browse before-and-after results from our brow treatments, see what clients say, and find the look you have
          been dreaming of.
        </p>
        <Link to="/contact" className="btn-primary mt-8">
          Book a Free Consultation
        </Link>
        <ul className="mx-auto mt-10 grid max-w-4xl grid-cols-2 gap-4 md:grid-cols-4" aria-label="Why clients choose us">
          {trustBadges.map(({ icon: Icon, label }) => (
            <li key={label} className="flex flex-col items-center gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-blush-200">
              <Icon className="size-7 text-plum-600" />
              <span className="font-semibold text-plum-900">{label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
