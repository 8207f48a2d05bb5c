import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the three Stripe endpoints the site calls, so the real SDK is exercised offline:
 * create (honouring Idempotency-Key), retrieve and cancel a PaymentIntent.
 */
export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  last_payment_error: null | { message: string };
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
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, FakeRefund>();
  const state = { refundStatus: "succeeded" as FakeRefund["status"] };
  const requests: FakeStripe["requests"] = [];
  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = new URLSearchParams(raw);
    const path = (req.url ?? "").split("?")[0]!;
    const query = new URLSearchParams((req.url ?? "").split("?")[1] ?? "");
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method: req.method ?? "", path, idempotencyKey, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(4).toString("hex")}` });
      res.end(JSON.stringify(payload));
    };
    if (!String(req.headers.authorization ?? "").startsWith("Bearer sk_test_")) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
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
      const paid = intents.get(body.get("payment_intent") ?? "");
      if (!paid || paid.status !== "succeeded") return send(400, { error: { type: "invalid_request_error", message: "This PaymentIntent has not succeeded" } });
      const already = [...refunds.values()].filter((refund) => refund.payment_intent === paid.id && refund.status !== "failed").reduce((sum, refund) => sum + refund.amount, 0);
      const amount = Number(body.get("amount") ?? paid.amount - already);
      if (already + amount > paid.amount) return send(400, { error: { type: "invalid_request_error", message: "Refund amount is greater than unrefunded amount" } });
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
    if (!intent) return send(404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
    if (req.method === "GET" && !match![2]) return send(200, intent);
    if (req.method === "POST" && match![2]) {
      intent.status = "canceled";
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
