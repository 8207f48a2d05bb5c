import { Link } from "react-router";
import type { Route } from "./+types/about";
import { AboutAchievements } from "~/features/content-pages/ui/about/about-achievements";
import { AboutValues } from "~/features/content-pages/ui/about/about-values";
import { pageMeta } from "~/app/site/route-meta";
import { loadAsDocument, noLoaderData, withoutReact } from "~/app/hydration";

/** Needs no JavaScript: served without React hydration. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;
export const loader = noLoaderData;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "About Us",
    description:
      (studio) => `Meet ${studio}: a certified brow and skin studio in London with a whimsical touch, personalised care and safe, high-quality products.`,
    path: "/about",
  });

export default function About() {
  return (
    <>
      <section aria-labelledby="about-title" className="container-page grid items-center gap-10 py-16 md:grid-cols-2">
        <div>
          <p className="font-semibold tracking-wide text-plum-700 uppercase">About us</p>
          <h1 id="about-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
            A little studio with a lot of magic
          </h1>
          <p className="mt-6 text-lg text-muted">
            Brows, skin and body treatments in London, crafted by a certified artist who believes every client deserves
            to leave feeling more like themselves, with a little extra sparkle.
          </p>
        </div>
        <img
          src="/images/about/studio-story.svg"
          width={480}
          height={360}
          alt="Illustration of a softly shaped brow above an open eye, with a fairy wand and golden sparkles"
          className="h-auto w-full rounded-3xl"
        />
      </section>

      <section aria-labelledby="story-title" className="container-page pb-16">
        <div className="mx-auto max-w-3xl">
          <h2 id="story-title" className="text-3xl font-semibold">
            Our Story
          </h2>
          <div className="mt-4 space-y-4 text-lg">
            <p>
              Sculpted Dreams began with a simple wish: to create a space where beauty treatments feel personal,
              unhurried and a little bit enchanting. Too many brow appointments felt rushed, with a one-size-fits-all
              shape and no time to ask questions. We wanted to do things differently.
            </p>
            <p>
              So we built a calm studio where every visit starts with a proper consultation. We look at your natural
              growth, your features and the look you love, then shape, tint and lift with care. Henna brows, lamination,
              hybrid tint and gentle waxing are our speciality, with facial and body treatments joining the menu soon.
            </p>
            <p>
              The fairy dust is our way of saying that looking after yourself should feel joyful. The certification,
              careful hygiene and honest advice are how we make sure it is also safe.
            </p>
          </div>
        </div>
      </section>

      <AboutValues />
      <AboutAchievements />

      <section aria-labelledby="team-title" className="bg-blush-100 py-16">
        <div className="container-page max-w-3xl text-center">
          <h2 id="team-title" className="text-3xl font-semibold">
            Meet the Team
          </h2>
          <p className="mt-4 text-lg">
            We are a small, friendly team led by a certified brow artist and skin specialist. You will see the same
            familiar face each visit, someone who remembers your shade, your shape and how you like your tea. We take
            time to explain every step, answer every question and share aftercare that keeps your results at their
            best.
          </p>
        </div>
      </section>

      <section aria-labelledby="about-cta-title" className="container-page py-16 text-center">
        <h2 id="about-cta-title" className="text-3xl font-semibold">
          Ready for your own little bit of magic?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">
          Book online in a few minutes, or browse our treatments to find the one that suits you.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to="/book" className="btn-primary">
            Book an Appointment
          </Link>
          <Link to="/services" className="btn-secondary">
            Explore Our Services
          </Link>
        </div>
      </section>
    </>
  );
}
