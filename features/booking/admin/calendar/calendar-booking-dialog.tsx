import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { toast } from "~/ui/toaster";
import { statusLabel } from "../../rules/booking-badges";
import type { BookingStatus } from "../../rules/booking-status";
import type { AdminBooking, BookingAdminServer } from "../booking-admin-data";
import { useFetcherDone } from "~/ui/admin/use-fetcher-done";
import { BookingCard, bookingHeadingId } from "../card/booking-card";

/**
 * A booking's card over the diary grid, opened from its place in it: the same card, changes and dialogs as the
 * Bookings tab (status, payment, Move with a choice of practitioner, refund, cancel). Closing it returns focus to the
 * grid item that opened it.
 */
export function BookingCardDialog({
  booking,
  practitioners,
  open,
  onClose,
  returnFocus,
}: {
  booking: AdminBooking;
  practitioners: readonly { id: string; name: string }[];
  open: boolean;
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
}) {
  const fetcher = useFetcher<BookingAdminServer["changeStatus"]>();
  const [target, setTarget] = useState<BookingStatus>();
  useFetcherDone(fetcher, (answer) => {
    if (!target) return;
    if (answer.ok) toast({ title: `Booking ${target === "confirmed" ? "confirmed" : `marked ${statusLabel(target).toLowerCase()}`}`, description: `${booking.name}'s booking is now ${target}.` });
    else toast({ title: "Could not change the booking", description: answer.message, variant: "destructive" });
    document.getElementById(bookingHeadingId(booking.id))?.focus();
  });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-plum-900/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(bookingHeadingId(booking.id))?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus()?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[61] max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-blush-50 p-4 shadow-xl focus:outline-none sm:p-6"
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <Dialog.Title className="font-display text-2xl font-semibold text-plum-900">Booking</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="btn-secondary">
                Close
              </button>
            </Dialog.Close>
          </div>
          <BookingCard
            booking={booking}
            now={new Date()}
            practitioners={practitioners}
            changing={fetcher.state !== "idle" ? target : undefined}
            onChange={(_, to) => {
              setTarget(to);
              void fetcher.submit({ status: to }, { method: "post", action: `/admin/bookings/${booking.id}/status`, encType: "application/json" });
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
