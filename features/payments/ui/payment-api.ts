import type { FieldErrors } from "~/lib/forms";

/**
 * The browser's JSON client for the card step and the features that pay through it (the checkout's gift voucher
 * calls, joining the Dreams Club): every answer that is not a success becomes a status with the server's message
 * and field errors, never a thrown error. The demo card provider's two calls are here (server/api/booking-routes.server.ts).
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
