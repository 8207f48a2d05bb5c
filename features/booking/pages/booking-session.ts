/**
 * The hand-over between the booking pages in the browser's session storage (spec sections 3 and 7): the pending
 * booking and its amount from /book to /checkout, and the payment-completed record from /checkout to
 * /book-appointment. Read and written only here; what is read back is checked, so a stale or edited value is
 * treated as missing. Amounts are integer pence. None of it is trusted for money: the server prices and records
 * every payment (DESIGN sections 3 and 4). The checks are written by hand: Zod would triple /book's JavaScript.
 */

const keys = {
  pendingBooking: "pendingBooking",
  bookingAmount: "bookingAmount",
  paymentCompleted: "paymentCompleted",
} as const;

export interface SelectedService {
  id: string;
  name: string;
  /** Pence. */
  price: number;
  type: "service" | "package";
}

export interface PendingBooking {
  bookingId: string;
  name: string;
  email: string;
  phone: string;
  /** The label of what was booked, "Dream Shade, Cloud Wax". */
  service: string;
  preferredDate: string;
  preferredTime: string;
  notes?: string;
  selectedServices: SelectedService[];
  /** Pence, as the server priced it. */
  totalAmount: number;
  /** ISO instant until which the slot is held; null when nothing is to be paid. */
  holdExpiresAt: string | null;
  /** What was chosen, so going back to /book can show it again. */
  items: { id: string; type: "service" | "package"; packageIndex?: number }[];
  patchTest?: "recent" | "booked";
}

export interface PaymentCompleted {
  /** Pence. */
  amount: number;
  /** Names joined by commas. */
  services: string;
  /** ISO instant. */
  timestamp: string;
  bookingId?: string;
}

export interface Announcement {
  title: string;
  description?: string;
  variant?: "destructive";
}

type Check<T> = (value: unknown) => value is T;
type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === "string";
const isPence = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isKind = (value: unknown): value is "service" | "package" => value === "service" || value === "package";
const optional = <T>(check: Check<T>) => (value: unknown): value is T | undefined => value === undefined || check(value);

const isSelectedService = (value: unknown): value is SelectedService =>
  isObject(value) && isString(value.id) && isString(value.name) && isPence(value.price) && isKind(value.type);

const isItem = (value: unknown) =>
  isObject(value) && isString(value.id) && isKind(value.type) && optional(Number.isInteger as Check<number>)(value.packageIndex);

const isPendingBooking = (value: unknown): value is PendingBooking =>
  isObject(value) &&
  isString(value.bookingId) &&
  value.bookingId !== "" &&
  [value.name, value.email, value.phone, value.service, value.preferredDate, value.preferredTime].every(isString) &&
  optional(isString)(value.notes) &&
  Array.isArray(value.selectedServices) &&
  value.selectedServices.every(isSelectedService) &&
  isPence(value.totalAmount) &&
  (value.holdExpiresAt === null || isString(value.holdExpiresAt)) &&
  Array.isArray(value.items) &&
  value.items.every(isItem) &&
  (value.patchTest === undefined || value.patchTest === "recent" || value.patchTest === "booked");

const isPaymentCompleted = (value: unknown): value is PaymentCompleted =>
  isObject(value) &&
  isPence(value.amount) &&
  isString(value.services) &&
  isString(value.timestamp) &&
  !Number.isNaN(Date.parse(value.timestamp)) &&
  optional(isString)(value.bookingId);

const isAnnouncement = (value: unknown): value is Announcement =>
  isObject(value) && isString(value.title) && optional(isString)(value.description) && (value.variant === undefined || value.variant === "destructive");

/** Session storage can be missing or refuse access (private modes, blocked storage): then nothing is kept. */
function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readJson<T>(key: string, check: Check<T>): T | undefined {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return check(parsed) ? parsed : undefined;
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
  return readJson(keys.pendingBooking, isPendingBooking);
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
  return readJson(keys.paymentCompleted, isPaymentCompleted);
}

const announcementKey = "bookingAnnouncement";

/**
 * The booking pages move on with full page loads (each page's security policy names the third parties it may
 * use: Stripe on /checkout, a calendar embed on /book-appointment), which would lose a toast shown before
 * leaving. So the page leaving writes its toast here, and the page arriving shows it, once.
 */
export function announceOnNextPage(announcement: Announcement): void {
  write(announcementKey, JSON.stringify(announcement));
}

export function takeAnnouncement(): Announcement | undefined {
  const announcement = readJson(announcementKey, isAnnouncement);
  remove(announcementKey);
  return announcement;
}
