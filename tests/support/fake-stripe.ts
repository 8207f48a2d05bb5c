import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { fakeBilling, type FakeBilling } from "./fake-stripe-billing";

/**
 * A local stand-in for the Stripe endpoints the site calls, so the real SDK is exercised offline: create
 * (honouring Idempotency-Key), retrieve and cancel a PaymentIntent, refunds; and the two that Stripe.js calls from
 * the browser (tests/support/fake-stripe-js.ts): confirm, answering as Stripe's test cards do, and the stand-in's
 * own 3-D Secure answer. A confirmed, failed or cancelled payment is sent as a signed webhook when `webhook` is set.
 *
 * It follows Stripe's state machines and refuses what Stripe refuses, with Stripe's error shape
 * (https://docs.stripe.com/payments/paymentintents/lifecycle, https://docs.stripe.com/api/payment_intents/cancel,
 * https://docs.stripe.com/api/refunds/object): a PaymentIntent is cancelled only from requires_payment_method,
 * requires_confirmation, requires_action or processing (400 payment_intent_unexpected_state once succeeded or
 * canceled); only a succeeded PaymentIntent is refunded, by a positive amount no larger than what is left; a refund
 * goes from pending to succeeded, failed or canceled and never back.
 */
export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  last_payment_error: null | { code: string; decline_code?: string; message: string; type: string };
  next_action: null | { type: "use_stripe_sdk" };
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "pending" | "succeeded" | "failed" | "canceled";
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  refunds: Map<string, FakeRefund>;
  /** The status new refunds take: "succeeded" as in test mode, or "pending" to wait for a webhook. */
  refundStatus: FakeRefund["status"];
  requests: { method: string; path: string; idempotencyKey: string | undefined; body: URLSearchParams }[];
  /** Where payment_intent.* events go, signed with `secret` as Stripe signs them; unset, none are sent. */
  webhook: { url: string; secret: string } | undefined;
  /** Every event sent, with the app's answer (its HTTP status). */
  deliveries: { type: string; intentId: string; status: number }[];
  /**
   * Payments whose refunds Stripe refuses at creation (an error answer, not a refund), keyed by PaymentIntent id:
   * a closed card account, a balance too low. Every attempt is refused until the entry is removed.
   */
  refuseRefunds: Map<string, { code: string; message: string }>;
  /** The payment succeeds at Stripe, as a card confirmed in the browser would (and its event is sent). */
  succeed(intentId: string): FakeIntent;
  /** A pending refund settles at the bank: succeeded, failed or canceled, never from a settled state. */
  settleRefund(refundId: string, status: "succeeded" | "failed" | "canceled"): FakeRefund;
  /** Stripe Billing's objects and clock (tests/support/fake-stripe-billing.ts). */
  billing: FakeBilling;
  /** Every event made, sent or not (the webhook unset), to deliver again or out of order. */
  events: { id: string; type: string; payload: string }[];
  close(): Promise<void>;
}

/** Stripe's test cards (https://docs.stripe.com/testing) and what confirming with each does. */
export const testCards: Record<string, "succeeded" | "card_declined" | "requires_action"> = {
  "4242424242424242": "succeeded",
  "4000000000000002": "card_declined",
  "4000002500003155": "requires_action",
};

/** Stripe's message when the bank's check (3-D Secure) fails. */
export const authenticationFailed = "We are unable to authenticate your payment method. Please choose a different payment method and try again.";

/** The statuses Stripe cancels a PaymentIntent from (requires_capture is never used here: payments capture at once). */
export const cancellableStatuses: readonly FakeIntent["status"][] = ["requires_payment_method", "requires_confirmation", "requires_action", "processing"];

function unexpectedState(intent: FakeIntent, send: (status: number, payload: unknown) => void, action: "confirm" | "cancel" = "confirm") {
  send(400, {
    error: {
      type: "invalid_request_error",
      code: "payment_intent_unexpected_state",
      message:
        action === "cancel"
          ? `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${cancellableStatuses.join(", ")}.`
          : `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      payment_intent: intent,
    },
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, FakeRefund>();
  const state = { refundStatus: "succeeded" as FakeRefund["status"], webhook: undefined as FakeStripe["webhook"] };
  const refuseRefunds: FakeStripe["refuseRefunds"] = new Map();
  const requests: FakeStripe["requests"] = [];
  const deliveries: FakeStripe["deliveries"] = [];
  const events: FakeStripe["events"] = [];
  const signer = new Stripe("sk_test_signer", { telemetry: false });
  let eventCount = 0;
  let delivering = Promise.resolve();
  /** Sends the object (an intent, an invoice, a subscription) as it is now; events go one after another, in the order they happened. */
  const sendEvent = (type: string, intent: { id: string }) => {
    const id = `evt_${++eventCount}_${randomBytes(6).toString("hex")}`;
    const payload = JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object: intent } });
    events.push({ id, type, payload });
    const target = state.webhook;
    if (target) {
      delivering = delivering.then(async () => {
        const signature = signer.webhooks.generateTestHeaderString({ payload, secret: target.secret });
        const answer = await fetch(target.url, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload }).catch(() => undefined);
        deliveries.push({ type, intentId: intent.id, status: answer?.status ?? 0 });
      });
    }
    // An invoice's PaymentIntent settled: the invoice is paid (or its attempt failed), as Stripe does.
    if (type.startsWith("payment_intent.")) billingPart.afterIntent(intent as FakeIntent);
  };
  const billingPart = fakeBilling(intents, sendEvent);
  /**
   * Stripe.js's calls: a publishable key and the intent's client secret in a form body (no Authorization header,
   * so the browser sends it without a preflight), as the real Stripe.js does.
   */
  const browserCall = (id: string, action: "confirm" | "authenticate", body: URLSearchParams, send: (status: number, payload: unknown) => void) => {
    if (!String(body.get("key") ?? "").startsWith("pk_test_")) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    const intent = intents.get(id);
    if (!intent || body.get("client_secret") !== intent.client_secret) {
      return send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${id}'` } });
    }
    if (action === "authenticate") {
      if (intent.status !== "requires_action") return unexpectedState(intent, send);
      intent.next_action = null;
      if (body.get("outcome") === "complete") {
        intent.status = "succeeded";
        sendEvent("payment_intent.succeeded", intent);
      } else {
        intent.status = "requires_payment_method";
        intent.last_payment_error = { type: "card_error", code: "payment_intent_authentication_failure", message: authenticationFailed };
        sendEvent("payment_intent.payment_failed", intent);
      }
      return send(200, intent);
    }
    if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation") return unexpectedState(intent, send);
    const outcome = testCards[String(body.get("payment_method_data[card][number]") ?? "").replace(/\s/g, "")] ?? "incorrect_number";
    intent.last_payment_error = null;
    if (outcome === "succeeded") {
      intent.status = "succeeded";
      sendEvent("payment_intent.succeeded", intent);
      return send(200, intent);
    }
    if (outcome === "requires_action") {
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk" };
      return send(200, intent);
    }
    const error =
      outcome === "card_declined"
        ? { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." }
        : { type: "card_error", code: "incorrect_number", message: "Your card number is incorrect." };
    intent.status = "requires_payment_method";
    intent.last_payment_error = error;
    sendEvent("payment_intent.payment_failed", intent);
    send(402, { error: { ...error, payment_intent: intent } });
  };
  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = new URLSearchParams(raw);
    const path = (req.url ?? "").split("?")[0]!;
    const query = new URLSearchParams((req.url ?? "").split("?")[1] ?? "");
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method: req.method ?? "", path, idempotencyKey, body });
    const send = (status: number, payload: unknown) => {
      // Stripe's API answers any origin: Stripe.js calls it from the shop's pages.
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(4).toString("hex")}`, "access-control-allow-origin": "*" });
      res.end(JSON.stringify(payload));
    };
    const fromBrowser = /^\/v1\/payment_intents\/([^/]+)\/(confirm|authenticate)$/.exec(path);
    if (req.method === "POST" && fromBrowser) return browserCall(fromBrowser[1]!, fromBrowser[2] as "confirm" | "authenticate", body, send);
    if (!String(req.headers.authorization ?? "").startsWith("Bearer sk_test_")) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (billingPart.handle(req.method ?? "", path, body, query, idempotencyKey, send)) return;
    if (req.method === "POST" && path === "/v1/payment_intents") {
      if (idempotencyKey && byKey.has(idempotencyKey)) return send(200, byKey.get(idempotencyKey));
      const id = `pi_${randomBytes(12).toString("hex")}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of body) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const intent: FakeIntent = {
        id,
        object: "payment_intent",
        amount: Number(body.get("amount")),
        currency: body.get("currency") ?? "gbp",
        status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        metadata,
        description: body.get("description"),
        receipt_email: body.get("receipt_email"),
        last_payment_error: null,
        next_action: null,
      };
      intents.set(id, intent);
      if (idempotencyKey) byKey.set(idempotencyKey, intent);
      return send(200, intent);
    }
    const metadataOf = () => {
      const metadata: Record<string, string> = {};
      for (const [key, value] of body) {
        const found = /^metadata\[(.+)\]$/.exec(key);
        if (found) metadata[found[1]!] = value;
      }
      return metadata;
    };
    if (req.method === "POST" && path === "/v1/refunds") {
      if (idempotencyKey && refundsByKey.has(idempotencyKey)) return send(200, refundsByKey.get(idempotencyKey));
      const invalid = (message: string, extra: Record<string, string> = {}) => send(400, { error: { type: "invalid_request_error", message, ...extra } });
      const paid = intents.get(body.get("payment_intent") ?? "");
      if (!paid) return send(404, { error: { type: "invalid_request_error", code: "resource_missing", param: "payment_intent", message: `No such payment_intent: '${body.get("payment_intent")}'` } });
      if (paid.status !== "succeeded") return invalid(`This PaymentIntent (${paid.id}) does not have a successful charge to refund.`, { code: "charge_not_refundable" });
      const refused = refuseRefunds.get(paid.id);
      if (refused) return invalid(refused.message, { code: refused.code });
      const already = [...refunds.values()].filter((refund) => refund.payment_intent === paid.id && (refund.status === "pending" || refund.status === "succeeded")).reduce((sum, refund) => sum + refund.amount, 0);
      if (already >= paid.amount) return invalid(`Charge for PaymentIntent ${paid.id} has already been refunded.`, { code: "charge_already_refunded" });
      const amount = body.has("amount") ? Number(body.get("amount")) : paid.amount - already;
      if (!Number.isInteger(amount) || amount <= 0) return invalid("Invalid positive integer", { code: "parameter_invalid_integer", param: "amount" });
      if (already + amount > paid.amount) {
        return invalid(`Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${((paid.amount - already) / 100).toFixed(2)})`, { code: "amount_too_large", param: "amount" });
      }
      const refund: FakeRefund = { id: `re_${randomBytes(12).toString("hex")}`, object: "refund", amount, currency: paid.currency, payment_intent: paid.id, status: state.refundStatus, metadata: metadataOf() };
      refunds.set(refund.id, refund);
      if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
      return send(200, refund);
    }
    if (req.method === "GET" && path === "/v1/refunds") {
      const data = [...refunds.values()].filter((refund) => refund.payment_intent === query.get("payment_intent"));
      return send(200, { object: "list", data, has_more: false, url: "/v1/refunds" });
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    const intent = match ? intents.get(match[1]!) : undefined;
    if (!intent) return send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${match?.[1] ?? ""}'` } });
    if (req.method === "GET" && !match![2]) return send(200, intent);
    if (req.method === "POST" && match![2]) {
      if (!cancellableStatuses.includes(intent.status)) return unexpectedState(intent, send, "cancel");
      intent.status = "canceled";
      intent.next_action = null;
      sendEvent("payment_intent.canceled", intent);
      return send(200, intent);
    }
    send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    intents,
    refunds,
    get refundStatus() {
      return state.refundStatus;
    },
    set refundStatus(status) {
      state.refundStatus = status;
    },
    requests,
    get webhook() {
      return state.webhook;
    },
    set webhook(target) {
      state.webhook = target;
    },
    deliveries,
    refuseRefunds,
    succeed(intentId) {
      const intent = intents.get(intentId);
      if (!intent || (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation" && intent.status !== "requires_action" && intent.status !== "processing")) {
        throw new Error(`Stripe cannot succeed PaymentIntent ${intentId} from ${intent?.status ?? "nothing"}`);
      }
      intent.status = "succeeded";
      intent.next_action = null;
      intent.last_payment_error = null;
      sendEvent("payment_intent.succeeded", intent);
      return intent;
    },
    settleRefund(refundId, status) {
      const refund = refunds.get(refundId);
      if (refund?.status !== "pending") throw new Error(`Stripe cannot move refund ${refundId} from ${refund?.status ?? "nothing"} to ${status}`);
      refund.status = status;
      return refund;
    },
    billing: billingPart.billing,
    events,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
