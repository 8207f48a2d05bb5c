import { describe, expect, it } from "vitest";
import { createRegistry } from "./payment-registry";

const handler = (key: string) => ({ key });
const createPaymentRegistry = () => createRegistry<{ key: string }>();

describe("the payment handlers' registry", () => {
  const booking = handler("bookingId");
  const voucher = handler("voucherId");
  const registry = createPaymentRegistry();
  registry.register(booking);
  registry.register(voucher);

  it("routes a payment to the feature whose key its metadata carries", () => {
    expect(registry.handlerFor({ metadata: { voucherId: "v-1" } })).toBe(voucher);
    expect(registry.handlerFor({ metadata: { bookingId: "b-1" } })).toBe(booking);
  });

  it("claims no payment whose metadata names nothing registered, or names it with an empty id", () => {
    expect(registry.handlerFor({ metadata: {} })).toBeUndefined();
    expect(registry.handlerFor({ metadata: { orderId: "o-1" } })).toBeUndefined();
    expect(registry.handlerFor({ metadata: { bookingId: "" } })).toBeUndefined();
  });

  it("keeps one handler per key: registering it again replaces it (a module reloaded in development)", () => {
    const reloaded = handler("voucherId");
    const own = createPaymentRegistry();
    own.register(voucher);
    own.register(reloaded);
    expect(own.handlerFor({ metadata: { voucherId: "v-1" } })).toBe(reloaded);
    expect(own.all()).toEqual([reloaded]);
  });
});
