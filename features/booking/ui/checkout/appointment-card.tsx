import { CalendarPlus, MapPin } from "lucide-react";
import { Link } from "react-router";
import { formatAddress, type Studio } from "~/features/studio";
import type { AppointmentView } from "~/features/booking/pages/appointment-view";
import { TreatmentLines } from "../treatment-lines";
import { PatchTestTerm } from "../patch-test-term";

const stateBadge: Record<AppointmentView["state"], { label: string; className: string }> = {
  paid: { label: "Paid", className: "bg-emerald-100 text-emerald-900" },
  free: { label: "Booked – nothing to pay", className: "bg-emerald-100 text-emerald-900" },
  "awaiting-payment": { label: "Awaiting payment", className: "bg-amber-100 text-amber-900" },
  cancelled: { label: "No longer booked", className: "bg-red-100 text-red-900" },
};

/** Confirmed, by its payment or by staff (docs/decisions/0038). */
const bookedBadge: Partial<Record<AppointmentView["state"], { label: string }>> = {
  paid: { label: "Confirmed and paid" },
  free: { label: "Confirmed – nothing to pay" },
};

/** The booked appointment: when, how long, what, the reference, an add-to-calendar file and where to come. */
export function AppointmentCard({ appointment, studio }: { appointment: AppointmentView; studio: Studio }) {
  const badge = { ...stateBadge[appointment.state], ...(appointment.booked ? bookedBadge[appointment.state] : {}) };
  return (
    <section aria-labelledby="appointment-title" className="rounded-3xl border border-blush-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="appointment-title" className="text-2xl font-semibold sm:text-3xl">
          {appointment.firstName ? `${appointment.firstName}, here's your appointment` : "Your appointment"}
        </h2>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${badge.className}`}>{badge.label}</span>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        {appointment.when && (
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-plum-800">Date and time (UK time)</dt>
            <dd className="text-xl font-semibold text-plum-900">{appointment.when}</dd>
          </div>
        )}
        {appointment.practitioner && (
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-plum-800">With</dt>
            <dd className="text-lg font-semibold text-plum-900">{appointment.practitioner}</dd>
          </div>
        )}
        {appointment.patchTest && <PatchTestTerm line={appointment.patchTest} />}
        {appointment.duration && (
          <div>
            <dt className="text-sm font-semibold text-plum-800">Duration</dt>
            <dd>{appointment.duration}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm font-semibold text-plum-800">Reference</dt>
          <dd className="font-mono">{appointment.reference}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold text-plum-800">Treatments</dt>
          <dd>
            <TreatmentLines items={appointment.items} total={appointment.total} />
          </dd>
        </div>
        {appointment.paidParts.length > 0 && (
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-plum-800">How you paid</dt>
            <dd>
              <ul className="grid gap-0.5">
                {appointment.paidParts.map((part) => (
                  <li key={part}>{part}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold text-plum-800">Where</dt>
          <dd className="flex items-start gap-2">
            <MapPin aria-hidden="true" size={18} className="mt-1 shrink-0 text-plum-700" />
            <span>
              {studio.name}, {formatAddress(studio)}
            </span>
          </dd>
        </div>
      </dl>

      {appointment.state === "awaiting-payment" && (
        <div className="mt-6 rounded-2xl border border-gold-600/60 bg-cream p-4">
          <p>
            We haven't received your payment yet. We're holding this time for you until <strong>{appointment.holdUntil}</strong>.
          </p>
          <a href="/checkout" className="btn-primary mt-3">
            Pay now
          </a>
        </div>
      )}
      {appointment.state === "cancelled" && (
        <div role="status" className="mt-6 rounded-2xl border border-red-700/50 bg-red-50 p-4">
          <p className="text-red-900">
            {appointment.holdExpired
              ? "This time was held while waiting for payment, and the hold ran out, so it has been released."
              : "This booking has been cancelled."}{" "}
            We'd love to find you another time.
          </p>
          <Link to="/book" className="btn-primary mt-3">
            Choose a new time
          </Link>
        </div>
      )}

      {(appointment.calendarHref || appointment.manageHref) && (
        <div className="mt-6 flex flex-wrap gap-3">
          {appointment.calendarHref && (
            <a href={appointment.calendarHref} download="appointment.ics" className="btn-primary">
              <CalendarPlus aria-hidden="true" size={18} />
              Add to calendar
            </a>
          )}
          {appointment.manageHref && (
            <a href={appointment.manageHref} className="btn-secondary">
              {appointment.state === "cancelled" ? "See your booking" : "Move or cancel your appointment"}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
