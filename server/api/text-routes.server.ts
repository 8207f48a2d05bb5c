import express from "express";
import twilio from "twilio";
import type { Database } from "~/db/client.server";
import { listTexts, receiveTextReply } from "~/features/texts/index.server";
import { hit, type RateLimit } from "~/lib/throttle.server";
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
 * own host may differ), else the request's. Each post Twilio did not sign counts against the address's public-form
 * attempts, checked after the signature, so a signed post is never cut off. A MessageSid already kept is a replay:
 * 200, and nothing changes.
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
      // Only what Twilio did not sign counts against the address: a signed post is never cut off by others' noise.
      const refused = async (error: HttpError): Promise<never> => {
        const verdict = await hit(db, `twilio-inbound:${req.ip ?? "unknown"}`, attempts);
        if (!verdict.allowed) throw new HttpError(429, messages.tooManyRequests, { headers: { "Retry-After": String(verdict.retryAfter) } });
        throw error;
      };
      if (req.is("application/x-www-form-urlencoded") === false) return refused(new HttpError(415, "Twilio posts application/x-www-form-urlencoded."));
      const raw = await readCappedBody(req, INBOUND_BODY_LIMIT_BYTES, () => new HttpError(413, "The request is too large.", { code: "too-large" })).catch(
        (error: unknown) => (error instanceof HttpError ? refused(error) : Promise.reject(error)),
      );
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
      if (!outcome.ok) return refused(refusalError(outcome));
      if (outcome.choice) res.locals.log.info({ keyword: outcome.choice.keyword, textsOn: outcome.choice.textsOn }, "text reply");
      // Twilio answers her opt-out itself (Advanced Opt-Out): the studio adds nothing.
      res.type("text/xml").send(new twilio.twiml.MessagingResponse().toString());
    }),
  );
  return router;
}
