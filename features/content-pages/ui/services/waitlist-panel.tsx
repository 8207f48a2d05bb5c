import { BellRing, CalendarClock, Gift, Lock } from "lucide-react";
import { serviceIdentity } from "~/features/studio";
import type { Service } from "~/features/studio";
import { launchLabel } from "~/features/studio";

const waitlistBenefits = [
  { title: "First access", text: "Hear the moment bookings open, before anyone else.", Icon: BellRing },
  { title: "Exclusive member pricing", text: "Early bird prices kept for waitlist members.", Icon: Gift },
  { title: "Priority booking slots", text: "First pick of appointment times at launch.", Icon: CalendarClock },
];

/** Body programmes without a waitlist of their own open first to these lists (see their catalogue FAQs). */
const programmeWaitlists = ["inch-away", "smooth-sculpt"].flatMap((slug) => serviceIdentity(slug) ?? []);

/** The coming-soon variant of a service page: a visibly unavailable booking button and the waitlist instead. */
export function WaitlistPanel({ service }: { service: Service }) {
  return (
    <section aria-labelledby="waitlist-title" className="mt-12 rounded-3xl bg-plum-800 p-6 text-white sm:p-10">
      <h2 id="waitlist-title" className="text-2xl font-semibold text-white sm:text-3xl">
        {launchLabel(service)}
      </h2>
      <p className="mt-3 max-w-2xl text-blush-100">
        {service.name} is not bookable just yet. Join the waitlist to be among the first to try it.
      </p>
      <button
        type="button"
        disabled
        className="mt-6 inline-flex min-h-11 cursor-not-allowed items-center gap-2 rounded-full border-2 border-dashed border-blush-200 px-6 py-2.5 font-semibold text-blush-100"
      >
        <Lock aria-hidden="true" width={18} height={18} />
        Join Waitlist - {launchLabel(service)}
      </button>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {waitlistBenefits.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl bg-plum-900 p-5">
            <Icon aria-hidden="true" width={24} height={24} className="text-gold-400" />
            <h3 className="mt-2 text-lg font-semibold text-white">{title}</h3>
            <p className="mt-1 text-sm text-blush-100">{text}</p>
          </li>
        ))}
      </ul>
      {service.waitlistUrl ? (
        <a href={service.waitlistUrl} className="btn mt-8 bg-gold-400 text-plum-900 hover:bg-white">
          Join Waitlist & Win FREE Session
        </a>
      ) : (
        <p className="mt-8 text-blush-100">
          Body programmes open first to our{" "}
          {programmeWaitlists.map((waitlist, index) => (
            <span key={waitlist.slug}>
              {index > 0 ? " and " : null}
              <a href={waitlist.waitlistUrl} className="font-semibold text-white underline underline-offset-4 hover:text-gold-400">
                {waitlist.name} waitlist
              </a>
            </span>
          ))}
          : join either to hear first when bookings open.
        </p>
      )}
    </section>
  );
}
