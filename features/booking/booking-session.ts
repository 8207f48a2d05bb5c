import { z } from "~/lib/zod";

/**
 * The hand-over between the booking pages in the browser's session storage (spec sections 3 and 7): the pending
 * booking and its amount from /book to /checkout, and the payment-completed record from /checkout to
 * /book-appointment. Read and written only here; what is read back is checked, so a stale or edited value is
 * treated as missing. Amounts are integer pence. None of it is trusted for money: the server prices and records
 * every payment (DESIGN sections 3 and 4).
 */

const keys = {
  pendingBooking: "pendingBooking",
  bookingAmount: "bookingAmount",
  paymentCompleted: "paymentCompleted",
} as const;

const selectedService = z.object({
  id: z.string(),
  name: z.string(),
  /** Pence. */
  price: z.number().int().min(0),
  type: z.enum(["service", "package"]),
});

const pendingBookingSchema = z.object({
  bookingId: z.string().min(1),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The label of what was booked, "Dream Shade, Cloud Wax". */
  service: z.string(),
  preferredDate: z.string(),
  preferredTime: z.string(),
  notes: z.string().optional(),
  selectedServices: z.array(selectedService),
  /** Pence, as the server priced it. */
  totalAmount: z.number().int().min(0),
  /** ISO instant until which the slot is held; null when nothing is to be paid. */
  holdExpiresAt: z.string().nullable(),
  /** What was chosen, so going back to /book can show it again. */
  items: z.array(z.object({ id: z.string(), type: z.enum(["service", "package"]), packageIndex: z.number().int().optional() })),
  patchTest: z.enum(["recent", "separate"]).optional(),
});

export type PendingBooking = z.infer<typeof pendingBookingSchema>;
export type SelectedService = z.infer<typeof selectedService>;

const paymentCompletedSchema = z.object({
  /** Pence. */
  amount: z.number().int().min(0),
  /** Names joined by commas. */
  services: z.string(),
  /** ISO instant. */
  timestamp: z.iso.datetime(),
  bookingId: z.string().optional(),
});

export type PaymentCompleted = z.infer<typeof paymentCompletedSchema>;

/** Session storage can be missing or refuse access (private modes, blocked storage): then nothing is kept. */
function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readJson<T>(key: string, schema: z.ZodType<T>): T | undefined {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string) {
  try {
    storage()?.setItem(key, value);
  } catch {
    // A full or blocked storage only loses the hand-over; the pages then send the visitor back to /book.
  }
}

function remove(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // As above.
  }
}

export function savePendingBooking(booking: PendingBooking): void {
  write(keys.pendingBooking, JSON.stringify(booking));
  write(keys.bookingAmount, String(booking.totalAmount));
}

export function readPendingBooking(): PendingBooking | undefined {
  return readJson(keys.pendingBooking, pendingBookingSchema);
}

function readText(key: string): string | undefined {
  try {
    return storage()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function readBookingAmount(): number | undefined {
  const raw = readText(keys.bookingAmount);
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** Removes the pending booking and its amount, once paid or when starting afresh. */
export function clearPendingBooking(): void {
  remove(keys.pendingBooking);
  remove(keys.bookingAmount);
}

export function savePaymentCompleted(record: PaymentCompleted): void {
  write(keys.paymentCompleted, JSON.stringify(record));
}

export function readPaymentCompleted(): PaymentCompleted | undefined {
  return readJson(keys.paymentCompleted, paymentCompletedSchema);
}

const announcementKey = "bookingAnnouncement";

const announcementSchema = z.object({ title: z.string(), description: z.string().optional() });

export type Announcement = z.infer<typeof announcementSchema>;

/**
 * The booking pages move on with full page loads (each page's security policy names the third parties it may
 * use: Stripe on /checkout, a calendar embed on /book-appointment), which would lose a toast shown before
 * leaving. So the page leaving writes its toast here, and the page arriving shows it, once.
 */
export function announceOnNextPage(announcement: Announcement): void {
  write(announcementKey, JSON.stringify(announcement));
}

export function takeAnnouncement(): Announcement | undefined {
  const announcement = readJson(announcementKey, announcementSchema);
  remove(announcementKey);
  return announcement;
}
