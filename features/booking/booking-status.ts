/**
 * Booking status and its allowed changes (spec section 4), enforced by the server and used by the admin buttons:
 * pending → confirmed or cancelled; confirmed → completed; completed and cancelled are final.
 */
export const bookingStatuses = ["pending", "confirmed", "completed", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const transitions: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed"],
  completed: [],
  cancelled: [],
};

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === "string" && (bookingStatuses as readonly string[]).includes(value);
}

export function canChange(from: BookingStatus, to: BookingStatus): boolean {
  return transitions[from].includes(to);
}

/** Why a change is refused, in words staff can act on. */
export function refusal(from: BookingStatus, to: BookingStatus): string {
  if (from === to) return `This booking is already ${from}.`;
  if (transitions[from].length === 0) return `A ${from} booking cannot be changed.`;
  return `A ${from} booking can only become ${transitions[from].join(" or ")}, not ${to}.`;
}

/** The label on the admin button that makes each change. */
export const actionLabels: Record<BookingStatus, string> = {
  pending: "Mark pending",
  confirmed: "Confirm",
  completed: "Complete",
  cancelled: "Cancel",
};
