import express from "express";
import twilio from "twilio";
import type { Database } from "~/db/client.server";
import { listTexts, receiveTextReply } from "~/features/texts/index.server";
import { hit, refund, type RateLimit } from "~/lib/throttle.server";
import { messages } from "~/lib/forms";
import { serves } from "~/lib/use-case";
import { readCappedBody } from "../capped-body.server";
import { HttpError, refusalError } from "../http-errors.server";
import { requireStaff } from "../staff-auth.server";

/** Twilio's webhook posts a few fields; a message body is at most 1,600 characters. */
const INBOUND_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Replies to the studio's texts (issue 24, docs/decisions/0063): POST /api/twilio/inbound, Twilio's form-encoded
 * webhook. The signature covers the URL Twilio was given: PUBLIC_URL's origin when set (behind a proxy the request's
 * own host may differ), else the request's. Each post counts against the address's public-form attempts; one Twilio
 * signed is given back, so only unsigned posts are cut off.
 */
export function textRoutes({
  db,
  production,
  authToken,
  publicUrl,
  attempts,
}: {
  db: Database;
  production: boolean;
  authToken: string | undefined;
  publicUrl: string | undefined;
  attempts: RateLimit;
}): express.Router {
  const router = express.Router();
  // The text outbox for the desk, newest first (the page: /admin/texts).
  router.get("/admin/texts", requireStaff(db, production, "desk"), async (_req, res) => {
    res.json(await listTexts(db, { limit: 100 }));
  });
  router.post(
    "/twilio/inbound",
    serves([receiveTextReply], async (req: express.Request, res: express.Response) => {
      const counter = { key: `twilio-inbound:${req.ip ?? "unknown"}`, limit: attempts };
      const verdict = await hit(db, counter.key, counter.limit);
      if (!verdict.allowed) throw new HttpError(429, messages.tooManyRequests, { headers: { "Retry-After": String(verdict.retryAfter) } });
      if (req.is("application/x-www-form-urlencoded") === false) throw new HttpError(415, "Twilio posts application/x-www-form-urlencoded.");
      const raw = await readCappedBody(req, INBOUND_BODY_LIMIT_BYTES, () => new HttpError(413, "The request is too large.", { code: "too-large" }));
      const params: Record<string, string | string[]> = {};
      for (const [key, value] of new URLSearchParams(raw.toString("utf8"))) {
        const seen = params[key];
        params[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
      }
      const url = new URL(req.originalUrl, publicUrl ?? `${req.protocol}://${req.get("host")}`).href;
      const outcome = await receiveTextReply(db, authToken, {
        signature: req.get(twilio.SIGNATURE_HEADER),
        signatureSettings: req.get(twilio.SIGNATURE_SETTINGS_HEADER),
        url,
        params,
      });
      if (!outcome.ok) throw refusalError(outcome);
      await refund(db, [counter]);
      if (outcome.choice) res.locals.log.info({ keyword: outcome.choice.keyword, textsOn: outcome.choice.textsOn }, "text reply");
      // Twilio answers her opt-out itself (Advanced Opt-Out): the studio adds nothing.
      res.type("text/xml").send(new twilio.twiml.MessagingResponse().toString());
    }),
  );
  return router;
}
