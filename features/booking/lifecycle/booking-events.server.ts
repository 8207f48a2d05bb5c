import type { Transaction } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import type { bookings } from "~/db/schema.server";

/**
 * What happens to a booking, told to the features that follow it (STYLE "House 3"): booking knows none of them.
 * Each listens when its module loads, under a name (a module reloaded in development replaces its listener), as
 * payments' handlers do (features/payments/payment-handlers.server.ts). A listener runs inside the change's own
 * transaction, so what it writes commits or rolls back with the change.
 */
export interface BookingCompleted {
  tx: Transaction;
  booking: typeof bookings.$inferSelect;
  emailContext: EmailContext;
  now: Date;
}

type Listener<E> = (event: E) => Promise<unknown>;

const completedListeners = new Map<string, Listener<BookingCompleted>>();

/** A visit was marked done (not again: a completed booking completed twice tells no one twice). */
export function onBookingCompleted(name: string, listener: Listener<BookingCompleted>): void {
  completedListeners.set(name, listener);
}

export async function bookingCompleted(event: BookingCompleted): Promise<void> {
  for (const listener of completedListeners.values()) await listener(event);
}
