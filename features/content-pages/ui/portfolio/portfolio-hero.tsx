import { CalendarCheck, FlaskConical, GraduationCap } from "lucide-react";
import { Link } from "react-router";

/** Only what a client can check: the training, booking online the same day, the free patch test. */
const trustBadges = [
  { icon: GraduationCap, label: "Certified Training" },
  { icon: CalendarCheck, label: "Same-Day Booking" },
  { icon: FlaskConical, label: "Free Patch Tests" },
];

export function PortfolioHero() {
  return (
    <section aria-labelledby="portfolio-title" className="bg-linear-to-b from-blush-100 to-cream py-16">
      <div className="container-page text-center">
        <p className="font-semibold tracking-wide text-plum-700 uppercase">Our portfolio</p>
        <h1 id="portfolio-title" className="mx-auto mt-2 max-w-3xl text-4xl font-semibold sm:text-5xl">
          Transformations, with a sprinkle of magic
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
          See what each brow treatment does in before-and-after illustrations, read what clients say, and find the
          look you have been dreaming of.
        </p>
        <Link to="/contact" className="btn-primary mt-8">
          Book a Free Consultation
        </Link>
        <ul className="mx-auto mt-10 grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-3" aria-label="Why clients choose us">
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
