import type { ActionFunctionArgs } from "react-router";
import type { Database } from "~/db/client.server";
import { serves } from "~/lib/use-case";
import { pageFailure, payloadOf, requireStaffAction, unreadable } from "~/features/staff-session/index.server";
import { submitStatusChange } from "./use-cases/submit-status-change.server";
import { BOOKING_PAGE, type StatusFilter } from "./booking-list";
import { countBookings, listBookingPage, readPageSize } from "./booking-list.server";

/**
 * The dashboard's Bookings tab: its page of bookings, read by the dashboard's loader, and the card's status change
 * (app/routes/staff/bookings/admin-booking-status.ts), the same use case as PATCH /api/bookings/:id/status.
 */

declare module "./booking-admin-data" {
  interface BookingAdminServer {
    bookingsTab: typeof bookingsTab;
    changeStatus: typeof bookingStatusAction;
  }
}

/** The fields of the dashboard's address the Bookings tab reads (its search, filters, cursor and page size). */
export interface BookingsQuery {
  search: string;
  status: StatusFilter;
  /** "shown" lists abandoned holds; by default they are left out. */
  abandoned: "" | "shown";
  cursor: string;
  limit: string;
}

/**
 * The bookings page the address names. An edited address does not fail the dashboard: a cursor that is not one of
 * ours shows page one, a page size out of range the default.
 */
export async function bookingsTab(db: Database, query: BookingsQuery) {
  const limit = (query.limit ? readPageSize(query.limit) : undefined) ?? BOOKING_PAGE.dashboard;
  const filters = { search: query.search, status: query.status, abandoned: query.abandoned === "shown" };
  const [page, total] = await Promise.all([
    listBookingPage(db, { ...filters, limit, cursor: query.cursor || undefined }).then((found) =>
      found.outcome === "page" ? found : listBookingPage(db, { ...filters, limit }),
    ),
    countBookings(db, filters),
  ]);
  if (page.outcome !== "page") throw new Error("the first page has no cursor to refuse");
  return { rows: page.rows, paging: { next: page.next, previous: page.previous, count: total.count, more: total.more, pageSize: page.limit } };
}

/** POST /admin/bookings/:id/status: the dashboard's Confirm, Complete, No-show and Cancel. */
export const bookingStatusAction = serves([submitStatusChange], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "bookings");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const outcome = await submitStatusChange({ db: context.db, emailContext: context.emailContext, provider: context.payments }, staff, { bookingId: String(params.id), status: payload.status });
  return outcome.ok ? { ok: true as const, status: outcome.booking.status } : pageFailure(outcome);
});
