import { Hourglass, TimerOff } from "lucide-react";
import { useEffect, useState } from "react";
import { clockText } from "~/features/booking/appointment-text";
import { bookingMessages } from "~/features/booking/rules/booking-messages";
import { extendBookingHold } from "~/features/booking/ui/booking-api";

/** How long before the hold lapses she is warned and offered more time (WCAG 2.2.1 asks for at least 20 s). */
export const HOLD_WARNING_MINUTES = 2;

const minutesLeft = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 60_000));

/**
 * How long the slot stays held while unpaid (BOOKING_HOLD_MINUTES from booking), and one extension of it (WCAG
 * 2.2.1): the server keeps the time once more for a hold's length while the booking still holds it. The clock
 * time is what matters, so the minutes left are for sighted glancing and are not read out as they tick; the
 * polite live region speaks twice at most: the warning, then what the extension did.
 */
export function HoldCountdown({ bookingId, expiresAt, onExpiredChange }: { bookingId: string; expiresAt: string; onExpiredChange: (expired: boolean) => void }) {
  const [until, setUntil] = useState(() => Date.parse(expiresAt));
  // Unknown until the page runs in the browser: the server's render (and so hydration) shows the clock time only.
  const [now, setNow] = useState<number>();
  const [extension, setExtension] = useState<{ state: "idle" | "asking" | "done" | "refused"; message?: string }>({ state: "idle" });
  const expired = now !== undefined && now >= until;
  const warning = now !== undefined && !expired && until - now <= HOLD_WARNING_MINUTES * 60_000;

  useEffect(() => onExpiredChange(expired), [expired, onExpiredChange]);

  useEffect(() => {
    if (expired) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expired, until]);

  const extend = async () => {
    setExtension({ state: "asking" });
    const answer = await extendBookingHold(bookingId);
    if (answer.ok) {
      const next = Date.parse(answer.data.holdExpiresAt);
      setUntil(next);
      setNow(Date.now());
      setExtension({ state: "done", message: `We're keeping your time until ${clockText(new Date(next))}.` });
      return;
    }
    setExtension({ state: "refused", message: answer.message ?? bookingMessages.holdExtendedOnce });
  };
  const canExtend = extension.state === "idle" || extension.state === "asking";
  const extendButton = canExtend && (
    <button type="button" className="btn-secondary mt-3" onClick={() => void extend()} disabled={extension.state === "asking"}>
      Keep my time longer
    </button>
  );
  const announcement = extension.message ?? (warning ? `Your time is held for ${HOLD_WARNING_MINUTES} more minutes, until ${clockText(new Date(until))}.` : "");

  const left = now === undefined ? undefined : minutesLeft(until, now);
  return (
    <div className="grid gap-2">
      {expired ? (
        <div role="alert" className="rounded-2xl border border-red-700 bg-red-50 p-4 text-red-800">
          <p className="flex items-start gap-2 font-semibold">
            <TimerOff aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
            {bookingMessages.holdExpired}
          </p>
          <div className="flex flex-wrap gap-3">
            {extendButton}
            <a href="/book" className="btn-primary mt-3">
              Choose a new time
            </a>
          </div>
        </div>
      ) : (
        <div className={`rounded-2xl border p-4 ${warning ? "border-gold-600 bg-cream" : "border-gold-600/60 bg-white"}`} data-hold-warning={warning ? "" : undefined}>
          <p className="flex items-start gap-2">
            <Hourglass aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-gold-600" />
            <span>
              We're holding your time until <strong>{clockText(new Date(until))}</strong>
              {left !== undefined && (
                <span aria-hidden="true" className="text-muted">
                  {" "}
                  ({left} {left === 1 ? "minute" : "minutes"} left)
                </span>
              )}
              .{warning && canExtend && " Need longer to pay? We can keep it for you once more."}
            </span>
          </p>
          {warning && extendButton}
        </div>
      )}
      <p role="status" className="text-sm font-semibold empty:hidden">
        {announcement}
      </p>
    </div>
  );
}
