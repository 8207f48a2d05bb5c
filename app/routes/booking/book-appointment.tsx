import { ArrowLeft } from "lucide-react";
import { useStudio } from "~/features/studio";
import { data, Link } from "react-router";
import type { Route } from "./+types/book-appointment";
import { notForSearch } from "~/ui/seo";
import { pageMeta } from "~/app/site/route-meta";
import { AppointmentCard } from "~/features/booking/ui/checkout/appointment-card";
import { AppointmentSidebar } from "~/features/booking/ui/checkout/appointment-sidebar";
import { PaidBanner } from "~/features/booking/ui/checkout/paid-banner";
import { appointmentView } from "~/features/booking/pages/appointment-view";
import { findBooking, patchTestFactsOf, practitionerNameOf, syncPayment } from "~/features/booking/index.server";
import { issueManageHref } from "~/features/booking/manage/manage.server";
import { loadAsDocument, withoutReact } from "~/app/hydration";

/**
 * The booked appointment (`?booking=<id>`, the link in every booking email): the payment is checked with the
 * provider first, so a payment made moments ago shows as paid without waiting for the webhook.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("booking");
  const calendarEmbedUrl = context.calendarEmbedUrl ?? null;
  const headers = { "Cache-Control": "private, no-store" };
  if (!id) return data({ lookup: "none" as const, appointment: null, calendarEmbedUrl }, { headers });
  const booking = await syncPayment(context.db, context.payments, id, context.emailContext).catch(() => findBooking(context.db, id));
  if (!booking) return data({ lookup: "not-found" as const, appointment: null, calendarEmbedUrl }, { status: 404, headers });
  const [manageHref, practitioner, patchTest] = await Promise.all([issueManageHref(context.db, booking.id), practitionerNameOf(context.db, booking.id), patchTestFactsOf(context.db, booking)]);
  return data({ lookup: "found" as const, appointment: appointmentView({ ...booking, ...patchTest, practitioner }, { manageHref }), calendarEmbedUrl }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const handle = { ...notForSearch, ...withoutReact };
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Your Appointment",
    description: (studio) => `Your ${studio} appointment: date, time, treatments, calendar file and how to reach us.`,
    path: "/book-appointment",
  }),
];

function NoBooking({ notFound }: { notFound: boolean }) {
  return (
    // Without a booking in the address, the page's script looks for the one just paid for in this tab (the record
    // /checkout leaves, spec section 3) and opens it, so the server's record is what the client sees.
    <section
      aria-labelledby="no-booking-title"
      data-find-paid-booking={notFound ? undefined : ""}
      className="rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="no-booking-title" className="text-2xl font-semibold sm:text-3xl">
        {notFound ? "We couldn't find that booking" : "Looking for your appointment?"}
      </h2>
      <p className="mt-3 text-muted">
        {notFound
          ? "The link may be incomplete, or the booking may have been removed. Please check the link in your confirmation email, or get in touch and we'll look it up for you."
          : "Open the manage link in your booking email to see your appointment, save it to your calendar, move it or cancel it. Not booked yet? Choose your treatment and a time in a few taps."}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/book" className="btn-primary">
          Book an appointment
        </Link>
        <Link to="/contact" className="btn-secondary">
          Contact us
        </Link>
      </div>
    </section>
  );
}

export default function BookAppointment({ loaderData }: Route.ComponentProps) {
  const studio = useStudio();
  const { lookup, appointment, calendarEmbedUrl } = loaderData;
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <p className="font-semibold tracking-wide text-plum-700 uppercase">Your booking</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Your Appointment</h1>
        <p className="mt-4 text-lg text-muted">Everything about your visit in one place, with a little sparkle.</p>
      </header>

      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-6">
          {appointment?.state === "paid" && (
            <PaidBanner amount={appointment.paid} services={appointment.services} bookedFor={appointment.booked ? appointment.when : null} />
          )}
          {appointment ? <AppointmentCard appointment={appointment} studio={studio} /> : <NoBooking notFound={lookup === "not-found"} />}
          {calendarEmbedUrl && (
            <section aria-labelledby="calendar-embed-title" className="rounded-3xl border border-blush-200 bg-white p-5 shadow-sm sm:p-6">
              <h2 id="calendar-embed-title" className="text-2xl font-semibold">
                Our booking calendar
              </h2>
              <p className="mt-2 text-muted">Prefer to manage your visit in our booking calendar? You'll find it here.</p>
              <iframe
                src={calendarEmbedUrl}
                title={`${studio.name} booking calendar`}
                loading="lazy"
                className="mt-4 h-[42rem] w-full rounded-2xl border border-blush-200 bg-white"
              />
            </section>
          )}
          <div>
            <Link to="/book" className="btn-secondary">
              <ArrowLeft aria-hidden="true" size={18} />
              Back to booking
            </Link>
          </div>
        </div>
        <AppointmentSidebar studio={studio} booked={appointment?.booked ?? false} />
      </div>
    </div>
  );
}
