import type { BookingStatus } from "../rules/booking-status";

/**
 * Bookings a page: 50 unless asked, at most 200. The dashboard opens on 10, with a link to show 50 at a time: every
 * card is markup to send and parse and components to hydrate, and at 20 /admin missed its Lighthouse target on a
 * phone (docs/decisions/0033, bench/lighthouse.md).
 */
export const BOOKING_PAGE = { default: 50, dashboard: 10, max: 200 } as const;

/** The Bookings tab's status filter: every booking, or those of one status. */
export type StatusFilter = "all" | BookingStatus;
