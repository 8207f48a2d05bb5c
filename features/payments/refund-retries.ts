/**
 * How a refund the provider did not make is asked again (docs/decisions/0040): each refund on its own schedule,
 * doubling the wait after every refusal, and given up after `maxAttempts`, when staff are shown it with what to do.
 * One refund the provider keeps refusing therefore never holds up another.
 */
export const refundRetryPolicy = { maxAttempts: 8, firstDelayMinutes: 1, maxDelayMinutes: 6 * 60 } as const;

/** Minutes to wait before asking again after the `attempts`-th refusal, or undefined when it is given up. */
export function retryDelayMinutes(attempts: number): number | undefined {
  if (attempts >= refundRetryPolicy.maxAttempts) return undefined;
  return Math.min(refundRetryPolicy.maxDelayMinutes, refundRetryPolicy.firstDelayMinutes * 2 ** (attempts - 1));
}

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
