import { formatDateTime } from "~/ui/admin/dates";

interface Affected {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  service: string;
  startsAt: string | Date | null;
}

/**
 * The bookings already made in time the studio has just closed (a closure, shorter hours, a bank holiday closed
 * again). They stay in the diary: staff contact the clients to move or cancel them.
 */
export function AffectedBookings({ bookings, where }: { bookings: readonly Affected[]; /** "in that closure" */ where: string }) {
  return (
    <div role="status" className="mt-4 max-w-2xl rounded-2xl border border-yellow-400 bg-yellow-50 p-4">
      {bookings.length === 0 ? (
        <p>No booking falls {where}.</p>
      ) : (
        <>
          <p className="font-semibold">
            {bookings.length === 1 ? "1 booking falls" : `${bookings.length} bookings fall`} {where}: please move or cancel{" "}
            {bookings.length === 1 ? "it" : "them"}.
          </p>
          <ul className="mt-2 list-disc pl-5 break-words">
            {bookings.map((booking) => (
              <li key={booking.id}>
                {formatDateTime(booking.startsAt)}: {booking.name} ({[booking.phone, booking.email].filter(Boolean).join(", ")}), {booking.service}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
