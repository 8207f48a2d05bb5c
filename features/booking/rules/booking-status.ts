/**
 * Booking status and payment status, each listed once (DESIGN 3, 3a): the database's checks, the diary's
 * exclusion constraint, the admin filter and badges and the status-change function all read these lists.
 * A booking moves pending → confirmed (its payment, or staff for what nothing paid) or cancelled, confirmed →
 * completed, no-show or cancelled; the rest is final.
 */
export const bookingStatuses = ["pending", "confirmed", "completed", "cancelled", "no-show"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * The statuses whose bookings keep a place in the diary (the exclusion constraint's WHERE). Within these, an
 * unpaid booking whose hold has lapsed no longer occupies its time: the sweeper cancels exactly those.
 */
export const diaryStatuses = ["pending", "confirmed", "completed", "no-show"] as const satisfies readonly BookingStatus[];

/** Still to come or under way: a booking that can be moved, cancelled or paid. */
export const activeStatuses = ["pending", "confirmed"] as const satisfies readonly BookingStatus[];
export const isActiveStatus = (status: string): boolean => (activeStatuses as readonly string[]).includes(status);

/** A visit: an appointment done, or confirmed and begun (not every day's bookings are marked done), as her record counts. */
export const isVisit = (booking: { status: string; startsAt: Date | null }, now: Date): boolean =>
  booking.status === "completed" || (booking.status === "confirmed" && booking.startsAt !== null && booking.startsAt <= now);

export const paymentStatuses = ["unpaid", "paid", "partially_refunded", "refunded", "failed"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The payment states a booking reaches only once it has been paid: a refund never undoes "it was paid". */
export const everPaidStatuses = ["paid", "partially_refunded", "refunded"] as const satisfies readonly PaymentStatus[];

/** Whether the booking was paid at some point, though some or all of it may have gone back since. */
export const wasEverPaid = (paymentStatus: string): boolean => (everPaidStatuses as readonly string[]).includes(paymentStatus);

/** Paid for, and what was paid for stands even after part of it went back (docs/decisions/0038): not refunded in full. */
export const paidForStatuses = ["paid", "partially_refunded"] as const satisfies readonly PaymentStatus[];
export const isPaidFor = (paymentStatus: string): boolean => (paidForStatuses as readonly string[]).includes(paymentStatus);

/** Who made a booking: the client online, or staff for a phone or walk-in client. */
export const bookingSources = ["online", "staff"] as const;
export type BookingSource = (typeof bookingSources)[number];

/** Who changed a booking: staff (by name), the client, the payment provider's event, or the system's sweeper. */
export const actorKinds = ["staff", "client", "payment", "system"] as const;
export type ActorKind = (typeof actorKinds)[number];

export const transitions: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed", "no-show", "cancelled"],
  completed: [],
  cancelled: [],
  "no-show": [],
};

/** What a payment or refund may do to the payment status (DESIGN 3b). */
export const paymentTransitions: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ["paid", "failed"],
  failed: ["paid"],
  paid: ["partially_refunded", "refunded"],
  partially_refunded: ["refunded"],
  refunded: [],
};

/** Changes that only make sense once the appointment has begun. */
export const afterStartOnly: readonly BookingStatus[] = ["completed", "no-show"];

const isOneOf =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === "string" && (list as readonly string[]).includes(value);

export const isBookingStatus = isOneOf(bookingStatuses);
export const isPaymentStatus = isOneOf(paymentStatuses);

export function canChange(from: BookingStatus, to: BookingStatus): boolean {
  return transitions[from].includes(to);
}

const or = (words: readonly string[]) => (words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`);

/** Why a change is refused, in words staff can act on. */
export function refusal(from: BookingStatus, to: BookingStatus): string {
  if (from === to) return `This booking is already ${from}.`;
  if (transitions[from].length === 0) return `A ${from} booking cannot be changed.`;
  return `A ${from} booking can only become ${or(transitions[from])}, not ${to}.`;
}

export const statusMessages = {
  unpaid: "This booking is not paid yet, so it cannot be confirmed: its payment confirms it once the client pays online.",
  notPaidInStudio: "Only a booking made for payment at the studio can be paid there.",
  notStarted: (to: BookingStatus) => `A booking can only be marked ${to} once its appointment has started.`,
  unknown: `Status must be one of ${or(bookingStatuses)}.`,
} as const;

/** What a status change depends on, as the booking row (or the admin page's copy of it) holds it. */
export interface StatusFacts {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  totalPence: number;
  startsAt: Date | string | null;
  /** Staff booked it for payment at the studio (bookings.payAtStudio). */
  payAtStudio?: boolean;
}

export type TransitionRefusal = { code: "transition-not-allowed" | "booking-unpaid" | "not-started"; message: string };

/**
 * Whether this booking may move to `to` now (DESIGN 3a): along the workflow, confirming only what is paid (even
 * if partly refunded since), owes nothing, or staff booked for payment at the studio; completing or marking a no-show only once it has started. The status-change function and the
 * admin page's buttons both ask this.
 */
export function checkTransition(booking: StatusFacts, to: BookingStatus, now: Date): TransitionRefusal | undefined {
  if (!canChange(booking.status, to)) return { code: "transition-not-allowed", message: refusal(booking.status, to) };
  if (to === "confirmed" && !isPaidFor(booking.paymentStatus) && booking.totalPence > 0 && !booking.payAtStudio) {
    return { code: "booking-unpaid", message: statusMessages.unpaid };
  }
  if (afterStartOnly.includes(to) && booking.startsAt !== null && new Date(booking.startsAt) > now) {
    return { code: "not-started", message: statusMessages.notStarted(to) };
  }
  return undefined;
}

/** The changes staff can make to this booking now: the admin page's buttons. */
export function staffActions(booking: StatusFacts, now: Date): BookingStatus[] {
  return transitions[booking.status].filter((to) => !checkTransition(booking, to, now));
}

/** The label on the admin button that makes each change. */
export const actionLabels: Record<BookingStatus, string> = {
  pending: "Mark pending",
  confirmed: "Confirm",
  completed: "Complete",
  cancelled: "Cancel",
  "no-show": "Mark no-show",
};
