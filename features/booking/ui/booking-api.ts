import type { Slot } from "~/features/booking/availability";
import type { BasketItem } from "~/features/booking/basket";
import type { BookingRequest } from "~/features/booking/booking-form";
import { itemsParam } from "~/features/booking/booking-selection";
import type { FieldErrors } from "~/lib/forms";

/**
 * The booking API as the pages call it (server/api/booking-routes.server.ts): JSON in, JSON out, and every answer
 * that is not a success turned into a status with the server's message and field errors, never a thrown error.
 */

export type ApiAnswer<T> =
  | { ok: true; status: number; data: T }
  /** status 0: the request never reached the server (offline, blocked). */
  | { ok: false; status: number; message?: string; fieldErrors?: FieldErrors };

async function call<T>(url: string, init: { method: "GET" | "POST"; body?: unknown; signal?: AbortSignal }): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      credentials: "same-origin",
      headers: init.body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, status: 0 };
  }
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  return {
    ok: false,
    status: response.status,
    message: typeof body?.message === "string" ? body.message : undefined,
    fieldErrors: (body?.fieldErrors as FieldErrors | undefined) ?? undefined,
  };
}

export interface Availability {
  timeZone: string;
  slots: Slot[];
}

/** The booking window is 8 weeks; the API allows up to 62 days a request. */
export const AVAILABILITY_DAYS = 57;

export function fetchAvailability(items: readonly BasketItem[], signal?: AbortSignal) {
  const query = new URLSearchParams({ items: itemsParam(items), days: String(AVAILABILITY_DAYS) });
  return call<Availability>(`/api/availability?${query}`, { method: "GET", signal });
}

export interface CreatedBooking {
  id: string;
  /** Pence, priced by the server. */
  totalAmount: number;
  holdExpiresAt: string | null;
}

export function createBooking(request: BookingRequest & { homepage?: string }) {
  return call<CreatedBooking>("/api/bookings", { method: "POST", body: request });
}

export interface PaymentSetup {
  clientSecret: string;
  /** Pence. */
  amount: number;
  provider: "stripe" | "demo";
  publishableKey: string | null;
  holdExpiresAt: string | null;
}

export function createPaymentIntent(bookingDetails: { bookingId: string } & Record<string, unknown>) {
  return call<PaymentSetup>("/api/create-payment-intent", { method: "POST", body: { bookingDetails } });
}

export interface DemoPaymentAnswer {
  status: "succeeded" | "requires_action";
  paymentIntentId: string;
}

export function confirmDemoPayment(card: { clientSecret: string; cardNumber: string; expiry: string; cvc: string }) {
  return call<DemoPaymentAnswer>("/api/demo-payments/confirm", { method: "POST", body: card });
}

export function authenticateDemoPayment(answer: { clientSecret: string; approve: boolean }) {
  return call<DemoPaymentAnswer>("/api/demo-payments/authenticate", { method: "POST", body: answer });
}
