import { Link, useLocation } from "react-router";
import { useStudio } from "~/features/studio";
import type { Route } from "./+types/book";
import { bookPageAction, bookPageLoader } from "~/features/booking/pages/book-page.server";
import { pageMeta } from "~/app/site/route-meta";
import { Island, islandPage } from "~/ui/island";
import { loadAsDocument } from "~/app/hydration";
import { BookingFlow } from "~/features/booking/ui/booking-flow";
import { NoscriptNote } from "~/features/booking/ui/noscript-note";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Book an Appointment",
    description:
      "Book henna brows, brow lamination, tint or waxing in London: choose your treatments, pick a free time and pay securely online.",
    path: "/book",
  });

export const handle = islandPage("book");
export const clientLoader = loadAsDocument;

export const loader = (args: Route.LoaderArgs) => bookPageLoader(args);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}
export const action = bookPageAction;

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const studio = useStudio();
  const { search } = useLocation();
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <p className="font-semibold tracking-wide text-plum-700 uppercase">Book online</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Book Your Appointment</h1>
        <p className="mt-4 text-lg text-muted">
          Choose your treatments, pick a time that suits you and secure it in a few taps. A little magic, perfectly
          scheduled.
        </p>
        <p className="mt-2 text-muted">
          Book up to {loaderData.settings.horizon} ahead and at least {loaderData.settings.lead} before; we hold your
          time for {loaderData.settings.hold} while you pay.
        </p>
      </header>
      {/* Rendered here, not in the island: the member's note costs /book no JavaScript. */}
      {loaderData.memberNote && <p className="mx-auto mt-8 max-w-2xl rounded-3xl border border-blush-200 bg-white p-5 text-center">{loaderData.memberNote}</p>}
      <div className="mt-8">
        <NoscriptNote studio={studio} what="Booking online" />
      </div>
      <div className="mt-8">
        <Island name="book" component={BookingFlow} props={{ search, page: loaderData, action: actionData ?? null }} />
      </div>
      <p className="mt-12 text-center text-muted">
        Not sure which treatment is right for you?{" "}
        <Link to="/services" className="font-semibold text-plum-700 underline underline-offset-4">
          View all services
        </Link>
      </p>
    </div>
  );
}
