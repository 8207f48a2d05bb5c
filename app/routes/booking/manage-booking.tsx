import { isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/manage-booking";
import { formPageHeaders } from "~/app/site/link-pages";
import { ServerErrorPage } from "~/app/site/error-page";
import { useStudio } from "~/features/studio";
import { notForSearch, titleWithStudio } from "~/ui/seo";
import { rootData } from "~/app/site/route-meta";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { managePageAction, managePageLoader } from "~/features/booking/pages/manage-page.server";
import { ManageBooking } from "~/features/booking/ui/manage/manage-booking";

/** The client's manage link (DESIGN 3b): plain forms, no React in the browser, kept out of search and caches. */
export const handle = { ...withoutReact, ...notForSearch };
export const clientLoader = loadAsDocument;

export const loader = (args: Route.LoaderArgs) => managePageLoader(args);
export const action = managePageAction;

export const headers = formPageHeaders;

// No canonical or og:url: the page's only address holds the client's token.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Manage Your Booking", rootData(matches).studio.name) },
  { name: "description", content: "See, move or cancel your appointment." },
  { name: "referrer", content: "same-origin" },
];

export default function ManageBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const studio = useStudio();
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <p className="font-semibold tracking-wide text-plum-700 uppercase">Reference {loaderData.view.reference}</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Manage your booking</h1>
      </header>
      <div className="mx-auto mt-10 max-w-3xl">
        <ManageBooking page={loaderData} error={actionData?.error} studio={studio} />
      </div>
    </div>
  );
}

/**
 * A link that opens nothing (mistyped, cut short, or its booking erased), or too many tries: said kindly, with the
 * way to reach us. Its own boundary, so the answer keeps the page's no-store header.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const studio = useStudio();
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 429)) return <ServerErrorPage />;
  const throttled = error.status === 429;
  return (
    <section className="container-page py-20 text-center" aria-labelledby="manage-error-title">
      <title>{titleWithStudio(throttled ? "Please Wait" : "Booking Not Found", studio.name)}</title>
      <h1 id="manage-error-title" className="text-4xl font-semibold">
        {throttled ? "Please wait a moment" : "We couldn't find that booking"}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        {throttled
          ? String(error.data || "Too many attempts from your connection. Please wait a few minutes and try again.")
          : "This manage link doesn't open a booking. It may be incomplete: please open it again from your booking email, or call us and we'll help."}
      </p>
      <p className="mt-4 text-lg">
        Call us on{" "}
        <a href={`tel:${studio.phone.replace(/\s+/g, "")}`} className="font-semibold text-plum-700 underline">
          {studio.phone}
        </a>
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <Link to="/contact" className="btn-primary">
            Contact us
          </Link>
        </li>
        <li>
          <Link to="/book" className="btn-secondary">
            Book an appointment
          </Link>
        </li>
      </ul>
    </section>
  );
}
