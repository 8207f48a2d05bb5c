/**
 * Which feature a payment belongs to, by its metadata (docs/decisions/0046): each feature that takes payments
 * registers a handler under the metadata key it sets on them (`bookingId`, `voucherId`). Payments knows no feature.
 */
export function createRegistry<Handler extends { key: string }>() {
  const handlers = new Map<string, Handler>();
  return {
    /** A feature's handler; registering a key again replaces it (a module reloaded in development). */
    register(handler: Handler): void {
      handlers.set(handler.key, handler);
    },
    /** The handler of the feature whose key the payment's metadata carries with an id, if any. */
    handlerFor(payment: { metadata: Readonly<Record<string, string>> }): Handler | undefined {
      for (const [key, handler] of handlers) if (payment.metadata[key]) return handler;
      return undefined;
    },
    all(): Handler[] {
      return [...handlers.values()];
    },
  };
}
