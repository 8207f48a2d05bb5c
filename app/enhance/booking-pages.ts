import { clearPendingBooking, readPaymentCompleted, takeAnnouncement } from "~/features/booking/pages/booking-session";
import { showToast } from "~/ui/toast";

/**
 * What the booking pages without React need of the browser (decision 0017): the toast the page before left
 * ("Payment successful"), clearing /book's hand-over once a payment is settled, looking again while a payment is
 * processing, and opening the appointment just paid for when /book-appointment is reached without one.
 */
export function enhanceBookingPages(doc: Document): void {
  const announcement = takeAnnouncement();
  if (announcement) showToast(announcement);

  if (doc.querySelector("[data-payment-settled]")) clearPendingBooking();

  const recheck = doc.querySelector<HTMLElement>("[data-recheck-href]");
  if (recheck) {
    const href = recheck.dataset.recheckHref!;
    window.setTimeout(() => window.location.replace(href), Number(recheck.dataset.recheckMs) || 3000);
  }

  const paid = doc.querySelector("[data-find-paid-booking]") ? readPaymentCompleted() : undefined;
  if (paid?.bookingId) window.location.replace(`/book-appointment?booking=${encodeURIComponent(paid.bookingId)}`);
}
