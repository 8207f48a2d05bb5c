import { Link } from "react-router";
import { useStudio } from "~/features/studio";
import type { Route } from "./+types/accessibility";
import { BulletList } from "~/features/content-pages/ui/policies/bullet-list";
import { WcagCriteriaList } from "~/features/content-pages/ui/policies/wcag-criteria-list";
import { pageMeta } from "~/app/site/route-meta";
import {
  accessibilityCommitments,
  accessibilityResponseTime,
  levelAACriteria,
  levelACriteria,
  ongoingEfforts,
  technicalFeatures,
} from "~/content/accessibility";
import { telHref } from "~/content/studio";
import { currentStudioFacts } from "~/features/studio/index.server";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { bookingSettingsCopy } from "~/features/booking/rules/times/booking-settings";
import { formatDayMonthYear } from "~/lib/display-time";
import { studioNoon } from "~/lib/studio-clock";

/** Needs no JavaScript: served without React hydration. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;
export async function loader({ context }: Route.LoaderArgs) {
  // The review date is staff's to change (the dashboard's Services tab); a change clears the page cache.
  const { accessibilityReviewedOn } = await currentStudioFacts(context.db);
  return { hold: bookingSettingsCopy(context.bookingSettings).hold, reviewedOn: accessibilityReviewedOn };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Accessibility Statement",
    description:
      (studio) => `How ${studio} makes its website usable by everyone: WCAG 2.1 A and AA, keyboard support, reduced motion and how to get help.`,
    path: "/accessibility",
  });

const linkClass = "font-semibold text-plum-700 underline underline-offset-4 hover:text-plum-900";

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const studio = useStudio();
  return (
    <>
      <section aria-labelledby="accessibility-title" className="container-page py-14">
        <p className="font-semibold tracking-wide text-plum-700 uppercase">Accessibility</p>
        <h1 id="accessibility-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
          Accessibility Statement
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-muted">
          Everyone deserves a little magic. We want booking a treatment, reading our guides and getting in touch to be
          easy for every visitor, whatever device, browser or assistive technology you use.
        </p>
        <p className="mt-4 font-semibold">
          Last updated: <time dateTime={loaderData.reviewedOn}>{formatDayMonthYear(studioNoon(loaderData.reviewedOn))}</time>
        </p>
      </section>

      <section aria-labelledby="commitment-title" className="bg-white py-14">
        <div className="container-page">
          <h2 id="commitment-title" className="text-3xl font-semibold">
            Our Commitment
          </h2>
          <BulletList items={accessibilityCommitments} className="mt-6 max-w-3xl text-lg" />
        </div>
      </section>

      <section aria-labelledby="standards-title" className="container-page py-14">
        <h2 id="standards-title" className="text-3xl font-semibold">
          Standards We Follow: WCAG 2.1
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted">
          The Web Content Accessibility Guidelines are the international standard for accessible websites. These are
          the success criteria that matter most on our site, and how we meet them.
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <WcagCriteriaList level="A" groups={levelACriteria} />
          <WcagCriteriaList level="AA" groups={levelAACriteria} />
        </div>
      </section>

      <section aria-labelledby="features-title" className="bg-white py-14">
        <div className="container-page">
          <h2 id="features-title" className="text-3xl font-semibold">
            Technical Features
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {technicalFeatures.map((feature) => (
              <li key={feature.title} className="rounded-2xl bg-blush-50 p-6 ring-1 ring-blush-200">
                <h3 className="text-xl font-semibold">{feature.title}</h3>
                <p className="mt-2 text-muted">{typeof feature.text === "function" ? feature.text(loaderData.hold) : feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="efforts-title" className="container-page py-14">
        <h2 id="efforts-title" className="text-3xl font-semibold">
          Ongoing Efforts
        </h2>
        <BulletList items={ongoingEfforts} className="mt-6 max-w-3xl text-lg" />
      </section>

      <section aria-labelledby="support-title" className="bg-blush-100 py-14">
        <div className="container-page">
          <h2 id="support-title" className="text-3xl font-semibold">
            Accessibility Support
          </h2>
          <p className="mt-3 max-w-3xl text-lg">
            Found something difficult to use, or need information in another format? Tell us and we will help. We
            answer accessibility enquiries within {accessibilityResponseTime}, and we are always happy to book your
            appointment by phone or email instead.
          </p>
          <ul className="mt-6 flex flex-col gap-3 text-lg sm:flex-row sm:gap-10">
            <li>
              <span className="font-semibold">Email: </span>
              <a href={`mailto:${studio.email}?subject=Accessibility`} className={linkClass}>
                {studio.email}
              </a>
            </li>
            <li>
              <span className="font-semibold">Phone: </span>
              <a href={telHref(studio.phone)} className={linkClass}>
                {studio.phone}
              </a>
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="accessibility-cta-title" className="container-page py-14 text-center">
        <h2 id="accessibility-cta-title" className="text-3xl font-semibold">
          Ready when you are
        </h2>
        <div className="mt-6 flex flex-wrap justify-center gap-4">
          <Link to="/book" className="btn-primary">
            Book an Appointment
          </Link>
          <Link to="/" className="btn-secondary">
            Back to Home
          </Link>
        </div>
      </section>
    </>
  );
}
