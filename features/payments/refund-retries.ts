import type { RetryPolicy } from "~/lib/jobs/retry-policy";

/**
 * How a refund the provider did not make is asked again (docs/decisions/0040): each refund on its own schedule,
 * doubling the wait after every refusal, and given up after `maxAttempts`, when staff are shown it with what to do.
 * One refund the provider keeps refusing therefore never holds up another.
 */
export const refundRetryPolicy: RetryPolicy = { maxAttempts: 8, firstDelaySeconds: 60, maxDelaySeconds: 6 * 60 * 60 };

/** The provider's refusal as staff should read it: Stripe's code and message, or the error's message. */
export function refusalText(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === "string" && message ? message : String(error);
  return (typeof code === "string" && code ? `${code}: ${text}` : text).slice(0, 500);
}

/** What staff do about a refund that cannot go through by itself: the dashboard's notice says it. */
export const stuckRefundAdvice = {
  failed: "The card provider could not return this money (the card may be closed). Contact the client and give it back another way, then note it on the booking.",
  givenUp: "The card provider refused this refund every time it was asked. Check the payment in the provider's dashboard, make the refund there, or contact the client.",
} as const;
