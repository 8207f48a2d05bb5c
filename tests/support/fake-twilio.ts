import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the one Twilio endpoint the site calls, Create a Message
 * (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, a form body with To, Body and From or MessagingServiceSid,
 * Basic auth with the Account SID and auth token), answering with the Message resource as Twilio does (201, sid SM…,
 * status queued) or with Twilio's error shape ({code, message, more_info, status}). The server's real SDK is pointed
 * at it through TWILIO_API_URL. It records every message it accepted and can refuse the next ones on demand.
 */
export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  messages: FakeTwilioMessage[];
  /** Refuses the next `count` messages with this Twilio error (e.g. 21211 invalid To, or a 500). */
  failNext(count: number, error?: { status: number; code: number; message: string }): void;
  close(): Promise<void>;
}

export const TEST_TWILIO_SID = `AC${"a1".repeat(16)}`;
export const TEST_TWILIO_TOKEN = "f0e1d2c3b4a5968778695a4b3c2d1e0f";

export async function startFakeTwilio({ accountSid = TEST_TWILIO_SID, authToken = TEST_TWILIO_TOKEN } = {}): Promise<FakeTwilio> {
  const messages: FakeTwilioMessage[] = [];
  let failures: { left: number; error: { status: number; code: number; message: string } } = { left: 0, error: { status: 500, code: 20500, message: "Internal Server Error" } };
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
    const answer = (status: number, body: object) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    if (req.method !== "POST" || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) return error(404, 20404, "The requested resource was not found");
    if (req.headers.authorization !== expectedAuth) return error(401, 20003, "Authenticate");
    const to = form.get("To");
    const body = form.get("Body");
    const from = form.get("From");
    const messagingServiceSid = form.get("MessagingServiceSid");
    if (!to) return error(400, 21604, "A 'To' phone number is required.");
    if (!body) return error(400, 21602, "Message body is required.");
    if (!from && !messagingServiceSid) return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message.");
    if (failures.left > 0) {
      failures.left -= 1;
      return error(failures.error.status, failures.error.code, failures.error.message);
    }
    const sid = `SM${randomBytes(16).toString("hex")}`;
    messages.push({ sid, to, from, messagingServiceSid, body });
    answer(201, {
      sid,
      account_sid: accountSid,
      to,
      from,
      messaging_service_sid: messagingServiceSid,
      body,
      status: "queued",
      num_segments: "1",
      direction: "outbound-api",
      api_version: "2010-04-01",
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accountSid,
    authToken,
    messages,
    failNext(count, error = { status: 500, code: 20500, message: "Internal Server Error" }) {
      failures = { left: count, error };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
