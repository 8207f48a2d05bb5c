import { CalendarHeart, LogOut } from "lucide-react";
import { paymentLabel, statusLabel } from "~/features/booking";
import { formatLondonDateTime } from "~/lib/display-time";
import { formatTotal } from "~/lib/money";
import type { AccountBooking, AccountPageData } from "../account-view";
import { HealthSection } from "./health-section";
import { MarketingSection } from "./marketing-section";
import { MembershipSection } from "./membership-section";
import { TextsSection } from "./texts-section";

/**
 * The signed-in client's own page: who she is signed in as, her Dreams Club membership, and her bookings, each
 * opened through a fresh manage link (a POST, so only she can ask for one).
 */
export function AccountPanel({ email, bookings, more, membership, confirmCancel, membershipNotice, marketing, marketingSaved, health, texts, textsSaved }: AccountPageData) {
  const now = Date.now();
  const upcoming = bookings.filter((booking) => booking.startsAt && Date.parse(booking.startsAt) >= now).reverse();
  const past = bookings.filter((booking) => !booking.startsAt || Date.parse(booking.startsAt) < now);
  return (
    <div className="container-page py-10 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-semibold">Your account</h1>
          <p className="mt-2 text-muted">
            Signed in as <span className="font-semibold text-ink">{email}</span>
          </p>
        </div>
        <form method="post">
          <input type="hidden" name="intent" value="sign-out" />
          <button type="submit" className="btn-secondary">
            <LogOut aria-hidden="true" size={18} />
            Sign out
          </button>
        </form>
      </div>

      <MembershipSection membership={membership} confirmCancel={confirmCancel} membershipNotice={membershipNotice} />

      <BookingList title="Upcoming appointments" id="upcoming-title" bookings={upcoming} empty="No upcoming appointments.">
        <a href="/book" className="btn-primary mt-4">
          Book a treatment
        </a>
      </BookingList>
      <BookingList title="Past appointments" id="past-title" bookings={past} empty="No past appointments yet." />
      {more && <p className="mt-4 text-muted">Showing your 50 most recent bookings. For older ones, please contact the studio.</p>}
      <HealthSection health={health} />
      <MarketingSection marketing={marketing} saved={marketingSaved} />
      <TextsSection texts={texts} saved={textsSaved} />
    </div>
  );
}

function BookingList({ title, id, bookings, empty, children }: { title: string; id: string; bookings: AccountBooking[]; empty: string; children?: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="flex items-center gap-2 text-2xl font-semibold">
        <CalendarHeart aria-hidden="true" size={22} className="text-plum-700" />
        {title}
      </h2>
      {bookings.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-blush-300 p-6">
          <p>{empty}</p>
          {children}
        </div>
      ) : (
        <ul className="mt-4 grid gap-3">
          {bookings.map((booking) => (
            <li key={booking.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-blush-200 bg-white p-4">
              <div>
                <h3 className="text-lg font-semibold">{booking.service}</h3>
                <p className="text-muted">
                  {booking.startsAt ? formatLondonDateTime(new Date(booking.startsAt)) : "No time set"} · {formatTotal(booking.totalPence)}
                </p>
                <p className="text-sm">
                  {statusLabel(booking.status)} · {paymentLabel(booking.paymentStatus)}
                </p>
              </div>
              <form method="post">
                <input type="hidden" name="booking" value={booking.id} />
                <button type="submit" className="btn-secondary" aria-label={`Manage ${booking.service}${booking.startsAt ? `, ${formatLondonDateTime(new Date(booking.startsAt))}` : ""}`}>
                  Manage
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
