import type { FieldErrors } from "~/lib/forms";

/**
 * The demo card provider's two calls (server/api/booking-routes.server.ts) and the checkout's gift voucher calls,
 * all that is left of the pages' fetch client: /book holds through its action and /checkout sets the payment up in its loader. Every answer that is not
 * a success becomes a status with the server's message and field errors, never a thrown error.
 */

export type ApiAnswer<T> =
  | { ok: true; status: number; data: T }
  /** status 0: the request never reached the server (offline, blocked). */
  | { ok: false; status: number; message?: string; fieldErrors?: FieldErrors };

export async function call<T>(url: string, init: { method: "GET" | "POST" | "DELETE"; body?: unknown; signal?: AbortSignal }): Promise<ApiAnswer<T>> {
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

/** A gift voucher at checkout (server/api/booking-voucher-routes.server.ts): the server computes what it pays. */
export interface VoucherAnswer {
  amountDue: number;
}

export function applyCheckoutVoucher(bookingId: string, code: string) {
  return call<VoucherAnswer>(`/api/bookings/${encodeURIComponent(bookingId)}/voucher`, { method: "POST", body: { code } });
}

export function removeCheckoutVoucher(bookingId: string) {
  return call<VoucherAnswer>(`/api/bookings/${encodeURIComponent(bookingId)}/voucher`, { method: "DELETE" });
}

export function confirmVoucherBooking(bookingId: string) {
  return call<VoucherAnswer>(`/api/bookings/${encodeURIComponent(bookingId)}/voucher/confirm`, { method: "POST" });
}

/** One more hold's length for an unpaid booking's time (WCAG 2.2.1): server/api/booking-routes.server.ts. */
export function extendBookingHold(bookingId: string) {
  return call<{ id: string; holdExpiresAt: string }>(`/api/bookings/${encodeURIComponent(bookingId)}/extend-hold`, { method: "POST" });
}
