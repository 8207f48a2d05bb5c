import { Hourglass, TimerOff } from "lucide-react";
import { useEffect, useState } from "react";
import { clockText } from "~/features/booking/appointment-text";
import { bookingMessages } from "~/features/booking/booking-messages";

const minutesLeft = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 60_000));

/**
 * How long the slot stays held while unpaid (BOOKING_HOLD_MINUTES from booking). The clock time is what matters, so only
 * the expiry is announced; the minutes left are for sighted glancing and are not read out as they tick.
 */
export function HoldCountdown({ expiresAt, onExpire }: { expiresAt: string; onExpire: () => void }) {
  const until = Date.parse(expiresAt);
  // Unknown until the page runs in the browser: the server's render (and so hydration) shows the clock time only.
  const [now, setNow] = useState<number>();
  const expired = now !== undefined && now >= until;

  useEffect(() => {
    if (expired) {
      onExpire();
      return;
    }
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expired, onExpire]);

  if (expired) {
    return (
      <div role="alert" className="rounded-2xl border border-red-700 bg-red-50 p-4 text-red-800">
        <p className="flex items-start gap-2 font-semibold">
          <TimerOff aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
          {bookingMessages.holdExpired}
        </p>
        <a href="/book" className="btn-primary mt-3">
          Choose a new time
        </a>
      </div>
    );
  }
  const left = now === undefined ? undefined : minutesLeft(until, now);
  return (
    <p className="flex items-start gap-2 rounded-2xl border border-gold-600/60 bg-white p-4">
      <Hourglass aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-gold-600" />
      <span>
        We're holding your time until <strong>{clockText(new Date(until))}</strong>
        {left !== undefined && (
          <span aria-hidden="true" className="text-muted">
            {" "}
            ({left} {left === 1 ? "minute" : "minutes"} left)
          </span>
        )}
        .
      </span>
    </p>
  );
}
