import { CalendarHeart } from "lucide-react";
import { Link } from "react-router";
import type { Studio } from "~/features/studio";
import { FacebookIcon, InstagramIcon } from "./social-icons";

const socialClass = "btn-secondary w-full justify-start";

/** Beside the form: booking straight away, and the studio's social pages. */
export function ContactAside({ studio }: { studio: Studio }) {
  return (
    <div className="grid content-start gap-5">
      <section aria-labelledby="book-now-title" className="rounded-3xl bg-plum-800 p-6 text-white shadow-sm">
        <CalendarHeart aria-hidden="true" size={28} className="text-gold-400" />
        <h2 id="book-now-title" className="mt-3 text-2xl font-semibold text-white">
          Ready to book?
        </h2>
        <p className="mt-2 text-blush-100">Choose your treatment and a time that suits you, all in a few taps.</p>
        <Link to="/book" className="btn mt-5 w-full bg-white text-plum-800 hover:bg-blush-100">
          Book Now
        </Link>
      </section>
      <section aria-labelledby="follow-us-title" className="rounded-3xl border border-blush-200 bg-white p-6 shadow-sm">
        <h2 id="follow-us-title" className="text-2xl font-semibold">
          Follow the magic
        </h2>
        <p className="mt-2 text-muted">Fresh brows, glowing skin and behind-the-scenes sparkle, every week.</p>
        <ul className="mt-5 grid gap-3">
          <li>
            <a href={studio.instagramUrl} target="_blank" rel="noopener noreferrer" className={socialClass}>
              <InstagramIcon />
              Instagram<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={studio.facebookUrl} target="_blank" rel="noopener noreferrer" className={socialClass}>
              <FacebookIcon />
              Facebook<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
