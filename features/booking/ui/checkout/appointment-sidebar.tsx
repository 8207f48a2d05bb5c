import { Clock, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { bookingPolicies } from "~/content/booking-policies";
import { changePolicyPoints } from "../../rules/change-policy";
import { telHref, type Studio } from "~/features/studio";
import { summariseOpeningHours } from "~/features/studio";
import { bookedMessages } from "../../rules/booking-messages";


/** The policy sentences as the policies page words them. */
const policyPoints = (id: string, pattern: RegExp) =>
  bookingPolicies.find((policy) => policy.id === id)?.points.filter((point) => pattern.test(point)) ?? [];
const arriveEarly = policyPoints("preparation", /arrive \d+ minutes early/);
const noticeRules = changePolicyPoints.slice(0, 3);

const cardClass = "rounded-3xl border border-blush-200 bg-white p-5 shadow-sm";

/**
 * Beside the appointment: opening hours, what happens next (a booked appointment needs no call to confirm it), the
 * booking policy and how to reach us.
 */
export function AppointmentSidebar({ studio, booked }: { studio: Studio; booked: boolean }) {
  const hours = summariseOpeningHours(studio.hours);
  return (
    <div className="grid content-start gap-5">
      <section aria-labelledby="hours-title" className={cardClass}>
        <h2 id="hours-title" className="flex items-center gap-2 text-xl font-semibold">
          <Clock aria-hidden="true" size={20} className="text-plum-700" />
          Opening hours
        </h2>
        <dl className="mt-3 grid gap-1.5">
          {hours.map((row) => (
            <div key={row.days} className="flex justify-between gap-3">
              <dt>{row.days}</dt>
              <dd className="font-semibold">{row.hours}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="next-steps-title" className={cardClass}>
        <h2 id="next-steps-title" className="text-xl font-semibold">
          What happens next
        </h2>
        <ol className="mt-3 grid list-decimal gap-2 pl-5">
          <li>A confirmation email with your booking details is on its way.</li>
          {!booked && <li>{bookedMessages.toConfirm}</li>}
          <li>
            That email says how to prepare; the aftercare for your treatment is on our{" "}
            <Link to="/policies" className="font-semibold text-plum-700 underline">
              Policies &amp; Aftercare
            </Link>{" "}
            page.
          </li>
          {arriveEarly.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="policy-title" className={cardClass}>
        <h2 id="policy-title" className="text-xl font-semibold">
          Booking policy
        </h2>
        <ul className="mt-2 grid list-disc gap-1.5 pl-5">
          {noticeRules.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <Link to="/policies#booking" className="mt-2 inline-block font-semibold text-plum-700 underline underline-offset-4">
          Read the full booking policy
        </Link>
      </section>
      <section aria-labelledby="support-title" className="rounded-3xl bg-plum-800 p-5 text-white shadow-sm">
        <h2 id="support-title" className="text-xl font-semibold text-white">
          Need a hand?
        </h2>
        <p className="mt-2 text-blush-100">We're happy to help with anything about your booking.</p>
        <div className="mt-4 grid gap-3">
          <a href={telHref(studio.phone)} className="btn w-full bg-white text-plum-800 hover:bg-blush-100">
            <Phone aria-hidden="true" size={18} />
            Call {studio.phone}
          </a>
          <a href={`mailto:${studio.email}`} className="btn w-full border-2 border-white text-white hover:bg-plum-700">
            <Mail aria-hidden="true" size={18} />
            Email us
          </a>
        </div>
      </section>
    </div>
  );
}
