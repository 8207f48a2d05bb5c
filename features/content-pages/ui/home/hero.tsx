import { Award, HeartHandshake, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { useCatalogue } from "~/features/studio";
import { comingSoonList } from "~/features/content-pages/treatment-lines";

const trustBadges = [
  { label: "Certified & Trained", Icon: Award },
  { label: "Brow, Skin & Body Specialist", Icon: Sparkles },
  { label: "5-star Service Commitment", Icon: HeartHandshake },
];

export function Hero() {
  const soon = comingSoonList(useCatalogue().services);
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-blush-50 to-cream">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="font-semibold tracking-wide text-plum-600 uppercase">Brows · Skin · Body in London</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-semibold sm:text-5xl">
            Sculpting confidence, one magical brow at a time
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">
            Step into a little pocket of fairy dust. Our certified artists shape, tint and lift brows that frame
            your face beautifully{soon ? `, with ${soon} treatments arriving soon` : ""}.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to="/book" className="btn-primary">
              Book Your Transformation
            </Link>
            <Link to="/services" className="btn-secondary">
              Explore All Treatments
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-3" aria-label="Why clients trust us">
            {trustBadges.map(({ label, Icon }) => (
              <li
                key={label}
                className="inline-flex items-center gap-2 rounded-full border border-blush-200 bg-white px-4 py-2 text-sm font-medium text-plum-800"
              >
                <Icon aria-hidden="true" width={18} height={18} className="text-gold-600" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/images/home/hero-illustration.svg"
          alt="Illustration of a softly lifted, beautifully shaped brow above an open eye, surrounded by golden sparkles"
          width={480}
          height={400}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-md lg:max-w-none"
        />
      </div>
    </section>
  );
}
