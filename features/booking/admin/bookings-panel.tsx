import { CalendarHeart } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { toast } from "~/ui/toaster";
import { bookingStatuses, type BookingStatus } from "../rules/booking-status";
import { statusLabel } from "../rules/booking-badges";
import type { StatusFilter } from "./booking-list";
import type { AdminBooking, BookingAdminServer, BookingPages } from "./booking-admin-data";
import { PageLinks } from "~/ui/admin/page-links";
import { BookingCard, bookingHeadingId } from "./card/booking-card";
import { NewBookingButton } from "./card/new-booking-button";
import { EmptyState } from "~/ui/admin/empty-state";
import { countOf, ResultsStatus } from "~/ui/admin/results-status";
import { SearchBox, SearchButton } from "~/ui/admin/search-box";
import { useAddressSearch, useFetcherDone } from "~/ui/admin/use-fetcher-done";

/** "Showing 50 of 1000+ bookings, newest first." The count stops at a cap so that it never reads the whole table. */
function bookingsSummary(shown: number, paging: BookingPages): string {
  if (shown === 0) return "No bookings found.";
  const total = paging.more ? `${paging.count}+` : String(paging.count);
  return shown === paging.count && !paging.previous ? `Showing ${countOf(shown, "booking")}, newest first.` : `Showing ${shown} of ${total} bookings, newest first.`;
}

/** "Booking confirmed": the toast after each change, from the status's own label. */
const doneWords = (to: BookingStatus) => (to === "confirmed" ? to : `marked ${statusLabel(to).toLowerCase()}`);

/** The spec's Bookings tab: search, status filter, rows with their badges and the status workflow's buttons. */
export function BookingsPanel({
  bookings,
  paging,
  pageHref,
  longer,
  loading,
  search,
  onSearch,
  status,
  onStatus,
  abandoned,
  onAbandoned,
}: {
  bookings: AdminBooking[];
  paging: BookingPages;
  /** The address of the page a cursor names (kept in the URL, so reload and Back keep the page). */
  pageHref: (cursor: string) => string;
  /** A longer page of the same list, when the page shown is short. */
  longer?: { size: number; href: string };
  /** A new search or filter is being loaded. */
  loading: boolean;
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  /** Abandoned holds are listed. */
  abandoned: boolean;
  onAbandoned: (shown: boolean) => void;
}) {
  const fetcher = useFetcher<BookingAdminServer["changeStatus"]>();
  const [target, setTarget] = useState<{ booking: AdminBooking; to: BookingStatus }>();
  const [searchText, setSearchText, searchNow] = useAddressSearch(search, onSearch);
  const onSubmitSearch = (event: React.FormEvent) => {
    event.preventDefault();
    searchNow();
  };
  const lastButton = useRef<HTMLButtonElement | null>(null);
  const lastBooking = useRef<string>(undefined);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const now = new Date();
  const rows = bookings;
  const filtering = search !== "" || status !== "all";
  const summary = bookingsSummary(rows.length, paging);
  const changing = fetcher.state !== "idle" ? target : undefined;

  // After a change focus stays on the clicked button if it is still there, else moves to the booking's name (a
  // completed booking has no buttons), else to the heading.
  const focusAfterChange = () => {
    const button = lastButton.current;
    if (button?.isConnected && !button.disabled) return button;
    return (lastBooking.current && document.getElementById(bookingHeadingId(lastBooking.current))) || panelHeading.current;
  };

  // The answer arrives with the lists already loaded again. Cancelling, moving and refunding have their own dialogs
  // on the booking's card.
  useFetcherDone(fetcher, (answer) => {
    if (!target) return;
    if (answer.ok) {
      toast({ title: `Booking ${doneWords(target.to)}`, description: `${target.booking.name}'s booking is now ${target.to}.` });
      focusAfterChange()?.focus();
    } else {
      toast({ title: "Could not change the booking", description: answer.message, variant: "destructive" });
    }
  });

  function change(booking: AdminBooking, to: BookingStatus) {
    setTarget({ booking, to });
    void fetcher.submit({ status: to }, { method: "post", action: `/admin/bookings/${booking.id}/status`, encType: "application/json" });
  }

  const onChange = (booking: AdminBooking, to: BookingStatus, button: HTMLButtonElement) => {
    lastButton.current = button;
    lastBooking.current = booking.id;
    change(booking, to);
  };

  return (
    <section aria-labelledby="bookings-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="bookings-heading" ref={panelHeading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          Bookings
        </h2>
        <NewBookingButton />
      </div>
      <form role="search" aria-label="Bookings" onSubmit={onSubmitSearch} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox label="Search bookings" placeholder="Name, email, phone or service" value={searchText} onChange={setSearchText} />
        <SearchButton />
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
        <label className="flex min-h-11 cursor-pointer items-center gap-2 font-medium text-ink sm:pb-0">
          <input
            type="checkbox"
            checked={abandoned}
            onChange={(event) => onAbandoned(event.target.checked)}
            className="size-5 cursor-pointer accent-plum-700"
          />
          Show abandoned holds
        </label>
      </form>
      <div className="mt-5 grid gap-4">
        <ResultsStatus loading={loading} hasData loadingText="Loading bookings..." summary={summary} />
        {rows.length > 0 && (
          <p aria-hidden="true" className="text-muted">
            {summary}
          </p>
        )}
        {rows.length === 0 ? (
            <EmptyState
              icon={CalendarHeart}
              title="No bookings found"
              text={filtering ? "Try adjusting your search or filter criteria." : "Bookings will appear here when customers make appointments."}
            />
          ) : (
            <ul aria-label="Bookings" aria-busy={loading} className={`grid gap-4 ${loading ? "opacity-70" : ""}`}>
              {rows.map((booking) => (
                // React hydrates each card in a pass of its own (its Suspense boundary) after the page's shell, so no
                // single task holds the main thread for the whole list (docs/decisions/0033). A card never suspends:
                // the fallback is never shown.
                <li key={booking.id}>
                  <Suspense fallback={null}>
                    <BookingCard booking={booking} now={now} changing={changing?.booking.id === booking.id ? changing.to : undefined} onChange={onChange} />
                  </Suspense>
                </li>
              ))}
            </ul>
          )}
        <PageLinks paging={paging} pageHref={pageHref} longer={longer} />
      </div>
    </section>
  );
}
