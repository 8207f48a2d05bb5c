import { CalendarHeart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "~/app/ui/toaster";
import { bookingStatuses, type BookingStatus } from "~/features/booking";
import { statusLabel } from "~/features/booking";
import { adminCall, type AdminBooking } from "~/features/staff/ui/admin-api";
import { BookingCard, bookingHeadingId } from "./booking-card";
import { ConfirmDialog } from "~/features/staff/ui/confirm-dialog";
import { EmptyState } from "~/features/staff/ui/empty-state";
import { LoadError } from "~/features/staff/ui/load-error";
import { countOf, ResultsStatus } from "~/features/staff/ui/results-status";
import { SearchBox } from "~/features/staff/ui/search-box";
import type { Resource } from "~/features/staff/ui/use-admin-resource";

export type StatusFilter = "all" | BookingStatus;

const doneWords: Record<BookingStatus, string> = {
  pending: "marked pending",
  confirmed: "confirmed",
  completed: "marked completed",
  cancelled: "cancelled",
  "no-show": "marked as a no-show",
};

/** The spec's Bookings tab: search, status filter, rows with their badges and the status workflow's buttons. */
export function BookingsPanel({
  bookings,
  search,
  onSearch,
  status,
  onStatus,
  onChanged,
}: {
  bookings: Resource<AdminBooking[]>;
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  /** After a change: refetch the list and the stat cards. */
  onChanged: () => void;
}) {
  const [changing, setChanging] = useState<{ id: string; to: BookingStatus }>();
  const [confirmingCancel, setConfirmingCancel] = useState<AdminBooking>();
  const lastButton = useRef<HTMLButtonElement | null>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const now = new Date();
  const rows = bookings.data ?? [];
  const filtering = search.trim() !== "" || status !== "all";

  // After a change the list is fetched again; once it is back, focus stays on the clicked button if it is still
  // there, else moves to the booking's name (a cancelled booking has no buttons), else to the heading.
  const [refocus, setRefocus] = useState<{ id: string; before: AdminBooking[] | undefined }>();
  useEffect(() => {
    if (!refocus || bookings.loading || (bookings.data === refocus.before && !bookings.error)) return;
    const button = lastButton.current;
    if (!(button?.isConnected && !button.disabled)) (document.getElementById(bookingHeadingId(refocus.id)) ?? panelHeading.current)?.focus();
    setRefocus(undefined);
  }, [refocus, bookings.loading, bookings.data, bookings.error]);

  async function change(booking: AdminBooking, to: BookingStatus) {
    setChanging({ id: booking.id, to });
    const answer = await adminCall<AdminBooking>(`/api/bookings/${booking.id}/status`, { method: "PATCH", body: { status: to } });
    setChanging(undefined);
    setConfirmingCancel(undefined);
    if (answer.ok) {
      toast({ title: `Booking ${doneWords[to]}`, description: `${booking.name}'s booking is now ${to}.` });
      setRefocus({ id: booking.id, before: bookings.data });
      onChanged();
    } else {
      toast({ title: "Could not change the booking", description: answer.message, variant: "destructive" });
      onChanged();
    }
  }

  const onChange = (booking: AdminBooking, to: BookingStatus, button: HTMLButtonElement) => {
    lastButton.current = button;
    if (to === "cancelled") setConfirmingCancel(booking);
    else void change(booking, to);
  };

  return (
    <section aria-labelledby="bookings-heading">
      <h2 id="bookings-heading" ref={panelHeading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
        Bookings
      </h2>
      <form role="search" aria-label="Bookings" onSubmit={(event) => event.preventDefault()} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox label="Search bookings" placeholder="Name, email, phone or service" value={search} onChange={onSearch} />
        <div className="grid gap-1.5 sm:w-56">
          <label htmlFor="booking-status-filter" className="font-medium text-ink">
            Status
          </label>
          <select
            id="booking-status-filter"
            value={status}
            onChange={(event) => onStatus(event.target.value as StatusFilter)}
            className="block min-h-11 w-full cursor-pointer rounded-xl border border-plum-500/70 bg-white px-4 py-2.5 text-base text-ink"
          >
            <option value="all">All</option>
            {bookingStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div className="mt-5 grid gap-4">
        <ResultsStatus loading={bookings.loading} hasData={bookings.data !== undefined} loadingText="Loading bookings..." summary={`Showing ${countOf(rows.length, "booking")}.`} />
        {bookings.error && <LoadError what="bookings" message={bookings.error} onRetry={bookings.reload} />}
        {bookings.data !== undefined &&
          (rows.length === 0 ? (
            <EmptyState
              icon={CalendarHeart}
              title="No bookings found"
              text={filtering ? "Try adjusting your search or filter criteria." : "Bookings will appear here when customers make appointments."}
            />
          ) : (
            <ul aria-label="Bookings" aria-busy={bookings.loading} className={`grid gap-4 ${bookings.loading ? "opacity-70" : ""}`}>
              {rows.map((booking) => (
                <li key={booking.id}>
                  <BookingCard booking={booking} now={now} changing={changing?.id === booking.id ? changing.to : undefined} onChange={onChange} />
                </li>
              ))}
            </ul>
          ))}
      </div>
      <ConfirmDialog
        open={confirmingCancel !== undefined}
        title="Cancel this booking?"
        confirmLabel="Yes, cancel booking"
        keepLabel="Keep booking"
        working={changing?.to === "cancelled"}
        onConfirm={() => confirmingCancel && void change(confirmingCancel, "cancelled")}
        onClose={() => setConfirmingCancel(undefined)}
        returnFocus={() => (lastButton.current?.isConnected && !lastButton.current.disabled ? lastButton.current : undefined)}
      >
        <p>
          {confirmingCancel?.name}&apos;s booking for {confirmingCancel?.service} will be cancelled and its time freed for others. A cancelled
          booking cannot be reopened.
        </p>
      </ConfirmDialog>
    </section>
  );
}
