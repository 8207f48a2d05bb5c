import { randomBytes } from "node:crypto";
import type { FakeIntent } from "./fake-stripe";

/**
 * Stripe Billing's part of the local Stripe stand-in (tests/support/fake-stripe.ts): Products, Prices found by
 * lookup_key, Customers, Subscriptions created default_incomplete with their first Invoice's PaymentIntent (paid
 * through the stand-in's confirm, as Stripe.js pays it), and the events Stripe sends as a subscription lives:
 * invoice.paid, invoice.payment_failed, customer.subscription.updated and .deleted. `advance` moves a subscription
 * to its next month as Stripe's clock would, the renewal succeeding or failing; `retry` is Stripe's next attempt.
 */
export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: "incomplete" | "active" | "past_due" | "unpaid" | "canceled" | "incomplete_expired";
  items: { object: "list"; data: { id: string; object: "subscription_item"; price: FakePrice; current_period_start: number; current_period_end: number }[] };
  cancel_at: number | null;
  ended_at: number | null;
  latest_invoice: string;
  metadata: Record<string, string>;
}

export interface FakePrice {
  id: string;
  object: "price";
  product: string;
  currency: string;
  unit_amount: number;
  lookup_key: string | null;
  active: boolean;
  recurring: { interval: string };
}

export interface FakeInvoice {
  id: string;
  object: "invoice";
  customer: string;
  status: "open" | "paid" | "void";
  amount_due: number;
  amount_paid: number;
  attempt_count: number;
  billing_reason: "subscription_create" | "subscription_cycle";
  parent: { type: "subscription_details"; subscription_details: { subscription: string } };
  lines: { object: "list"; data: { id: string; object: "line_item"; amount: number; period: { start: number; end: number } }[] };
  confirmation_secret: { client_secret: string; type: "payment_intent" };
}

export interface FakeBilling {
  products: Map<string, { id: string; object: "product"; name: string }>;
  prices: Map<string, FakePrice>;
  customers: Map<string, { id: string; object: "customer"; email: string | null; name: string | null; metadata: Record<string, string> }>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
  /** Stripe's retries of a failed renewal before the subscription becomes unpaid (its dashboard's setting). */
  maxAttempts: number;
  /** Moves the subscription into its next month: Stripe invoices it and the saved card pays or is declined. */
  advance(subscriptionId: string, outcome: "succeeds" | "fails"): FakeInvoice | undefined;
  /** Stripe's next attempt at the subscription's open invoice. */
  retry(subscriptionId: string, outcome: "succeeds" | "fails"): FakeInvoice;
}

type Send = (status: number, payload: unknown) => void;
export type SendEvent = (type: string, object: { id: string }) => void;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** A month on, as Stripe's monthly billing anchors it (the same day, or the month's last). */
export function monthAfter(start: number): number {
  const from = new Date(start * 1000);
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return seconds(target);
}

const form = (body: URLSearchParams, prefix: string) => {
  const found: Record<string, string> = {};
  for (const [key, value] of body) {
    const match = new RegExp(`^${prefix}\\[(.+)\\]$`).exec(key);
    if (match) found[match[1]!] = value;
  }
  return found;
};

export function fakeBilling(intents: Map<string, FakeIntent>, sendEvent: SendEvent) {
  const products: FakeBilling["products"] = new Map();
  const prices: FakeBilling["prices"] = new Map();
  const customers: FakeBilling["customers"] = new Map();
  const subscriptions: FakeBilling["subscriptions"] = new Map();
  const invoices: FakeBilling["invoices"] = new Map();
  const byKey = new Map<string, unknown>();
  const invoiceOfIntent = new Map<string, string>();
  const settings = { maxAttempts: 4 };

  const newInvoice = (subscription: FakeSubscription, reason: FakeInvoice["billing_reason"], start: number): FakeInvoice => {
    const price = subscription.items.data[0]!.price;
    const id = `in_${randomBytes(12).toString("hex")}`;
    const intentId = `pi_${randomBytes(12).toString("hex")}`;
    const intent: FakeIntent = {
      id: intentId,
      object: "payment_intent",
      amount: price.unit_amount,
      currency: price.currency,
      status: "requires_payment_method",
      client_secret: `${intentId}_secret_${randomBytes(8).toString("hex")}`,
      metadata: {},
      description: "Subscription creation",
      receipt_email: null,
      last_payment_error: null,
      next_action: null,
    };
    intents.set(intentId, intent);
    invoiceOfIntent.set(intentId, id);
    const invoice: FakeInvoice = {
      id,
      object: "invoice",
      customer: subscription.customer,
      status: "open",
      amount_due: price.unit_amount,
      amount_paid: 0,
      attempt_count: 0,
      billing_reason: reason,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
      lines: { object: "list", data: [{ id: `il_${randomBytes(8).toString("hex")}`, object: "line_item", amount: price.unit_amount, period: { start, end: monthAfter(start) } }] },
      confirmation_secret: { client_secret: intent.client_secret, type: "payment_intent" },
    };
    invoices.set(id, invoice);
    subscription.latest_invoice = id;
    return invoice;
  };

  const subscriptionOf = (invoice: FakeInvoice) => subscriptions.get(invoice.parent.subscription_details.subscription)!;

  const paid = (invoice: FakeInvoice) => {
    const subscription = subscriptionOf(invoice);
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    invoice.attempt_count += 1;
    subscription.status = "active";
    sendEvent("invoice.paid", invoice);
    sendEvent("customer.subscription.updated", subscription);
  };
  const failed = (invoice: FakeInvoice) => {
    const subscription = subscriptionOf(invoice);
    invoice.attempt_count += 1;
    sendEvent("invoice.payment_failed", invoice);
    if (invoice.billing_reason === "subscription_create") return;
    subscription.status = invoice.attempt_count >= settings.maxAttempts ? "unpaid" : "past_due";
    sendEvent("customer.subscription.updated", subscription);
  };

  /** After the stand-in's confirm settles a PaymentIntent: an invoice's payment pays the invoice (as Stripe does). */
  const afterIntent = (intent: FakeIntent) => {
    const invoice = invoices.get(invoiceOfIntent.get(intent.id) ?? "");
    if (!invoice || invoice.status !== "open") return;
    if (intent.status === "succeeded") paid(invoice);
    else if (intent.status === "requires_payment_method" && intent.last_payment_error) failed(invoice);
  };

  const expanded = (subscription: FakeSubscription, body: URLSearchParams) => {
    const expand = [...body.entries()].filter(([key]) => key.startsWith("expand[")).map(([, value]) => value);
    return expand.some((path) => path.startsWith("latest_invoice")) ? { ...subscription, latest_invoice: invoices.get(subscription.latest_invoice) } : subscription;
  };

  /** Answers a Billing request; false when the path is not one of Billing's. */
  const handle = (method: string, path: string, body: URLSearchParams, query: URLSearchParams, idempotencyKey: string | undefined, send: Send): boolean => {
    const replay = idempotencyKey ? byKey.get(`${path}:${idempotencyKey}`) : undefined;
    const remember = <T>(value: T): T => {
      if (idempotencyKey) byKey.set(`${path}:${idempotencyKey}`, value);
      return value;
    };
    const missing = (what: string, id: string) => send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${id}'` } });
    let match: RegExpExecArray | null;
    if (method === "GET" && (match = /^\/v1\/products\/([^/]+)$/.exec(path))) {
      const product = products.get(match[1]!);
      if (product) send(200, product);
      else missing("product", match[1]!);
      return true;
    }
    if (method === "POST" && path === "/v1/products") {
      if (replay) return send(200, replay), true;
      const id = body.get("id") ?? `prod_${randomBytes(8).toString("hex")}`;
      if (products.has(id)) return send(400, { error: { type: "invalid_request_error", code: "resource_already_exists", message: "Product already exists." } }), true;
      const product = remember({ id, object: "product" as const, name: body.get("name") ?? "" });
      products.set(id, product);
      send(200, product);
      return true;
    }
    if (method === "GET" && path === "/v1/prices") {
      const keys = [...query.entries()].filter(([key]) => key.startsWith("lookup_keys")).map(([, value]) => value);
      const data = [...prices.values()].filter((price) => price.active && (keys.length === 0 || (price.lookup_key && keys.includes(price.lookup_key))));
      send(200, { object: "list", data, has_more: false, url: "/v1/prices" });
      return true;
    }
    if (method === "POST" && path === "/v1/prices") {
      if (replay) return send(200, replay), true;
      const lookupKey = body.get("lookup_key");
      if (lookupKey && [...prices.values()].some((price) => price.lookup_key === lookupKey)) {
        return send(400, { error: { type: "invalid_request_error", message: `A price (\`${lookupKey}\`) already uses that lookup key.` } }), true;
      }
      const price: FakePrice = remember({
        id: `price_${randomBytes(8).toString("hex")}`,
        object: "price",
        product: body.get("product") ?? "",
        currency: body.get("currency") ?? "gbp",
        unit_amount: Number(body.get("unit_amount")),
        lookup_key: lookupKey,
        active: true,
        recurring: { interval: body.get("recurring[interval]") ?? "month" },
      });
      prices.set(price.id, price);
      send(200, price);
      return true;
    }
    if (method === "POST" && path === "/v1/customers") {
      if (replay) return send(200, replay), true;
      const customer = remember({ id: `cus_${randomBytes(8).toString("hex")}`, object: "customer" as const, email: body.get("email"), name: body.get("name"), metadata: form(body, "metadata") });
      customers.set(customer.id, customer);
      send(200, customer);
      return true;
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      if (replay) return send(200, expanded(replay as FakeSubscription, body)), true;
      const price = prices.get(body.get("items[0][price]") ?? "");
      if (!price) return missing("price", body.get("items[0][price]") ?? ""), true;
      if (!customers.has(body.get("customer") ?? "")) return missing("customer", body.get("customer") ?? ""), true;
      const now = seconds(new Date());
      const subscription: FakeSubscription = remember({
        id: `sub_${randomBytes(12).toString("hex")}`,
        object: "subscription",
        customer: body.get("customer")!,
        status: "incomplete",
        items: { object: "list", data: [{ id: `si_${randomBytes(8).toString("hex")}`, object: "subscription_item", price, current_period_start: now, current_period_end: monthAfter(now) }] },
        cancel_at: null,
        ended_at: null,
        latest_invoice: "",
        metadata: form(body, "metadata"),
      });
      subscriptions.set(subscription.id, subscription);
      newInvoice(subscription, "subscription_create", now);
      send(200, expanded(subscription, body));
      return true;
    }
    // An invoice's payments (API 2025-03 and later): the PaymentIntent that paid it, once paid.
    if (method === "GET" && path === "/v1/invoice_payments") {
      const invoice = invoices.get(query.get("invoice") ?? "");
      const intentId = [...invoiceOfIntent.entries()].find(([, invoiceId]) => invoiceId === invoice?.id)?.[0];
      const paid = invoice?.status === "paid" && intentId ? [{ id: `inpay_${intentId}`, object: "invoice_payment", invoice: invoice.id, status: "paid", amount_paid: invoice.amount_paid, payment: { type: "payment_intent", payment_intent: intentId } }] : [];
      const wanted = query.get("status");
      send(200, { object: "list", data: paid.filter((payment) => !wanted || payment.status === wanted), has_more: false, url: "/v1/invoice_payments" });
      return true;
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return missing("subscription", match[1]!), true;
      if (method === "GET") send(200, expanded(subscription, query));
      else if (method === "POST") {
        if (body.has("cancel_at")) subscription.cancel_at = Number(body.get("cancel_at")) || null;
        sendEvent("customer.subscription.updated", subscription);
        send(200, subscription);
      } else if (method === "DELETE") {
        subscription.status = subscription.status === "incomplete" ? "incomplete_expired" : "canceled";
        subscription.ended_at = seconds(new Date());
        const open = invoices.get(subscription.latest_invoice);
        if (open?.status === "open") open.status = "void";
        sendEvent("customer.subscription.deleted", subscription);
        send(200, subscription);
      } else return false;
      return true;
    }
    return false;
  };

  const billing = {
    products,
    prices,
    customers,
    subscriptions,
    invoices,
    get maxAttempts() {
      return settings.maxAttempts;
    },
    set maxAttempts(count: number) {
      settings.maxAttempts = count;
    },
    advance(subscriptionId: string, outcome: "succeeds" | "fails") {
      const subscription = subscriptions.get(subscriptionId)!;
      const item = subscription.items.data[0]!;
      const start = item.current_period_end;
      if (subscription.cancel_at && subscription.cancel_at <= start) {
        subscription.status = "canceled";
        subscription.ended_at = subscription.cancel_at;
        sendEvent("customer.subscription.deleted", subscription);
        return undefined;
      }
      item.current_period_start = start;
      item.current_period_end = monthAfter(start);
      const invoice = newInvoice(subscription, "subscription_cycle", start);
      if (outcome === "succeeds") paid(invoice);
      else failed(invoice);
      return invoice;
    },
    retry(subscriptionId: string, outcome: "succeeds" | "fails") {
      const invoice = invoices.get(subscriptions.get(subscriptionId)!.latest_invoice)!;
      if (outcome === "succeeds") paid(invoice);
      else failed(invoice);
      return invoice;
    },
  } satisfies FakeBilling;
  return { billing, handle, afterIntent };
}
