import { randomUUID } from "node:crypto";
import type { z } from "~/lib/zod";
import type { Database } from "~/db/client.server";
import { saveContactMessage } from "./contact.server";
import { defaultEmailContext, type EmailContext } from "~/features/mail";
import { filledHoneypot, parseForm, type Submission } from "~/lib/forms";
import { contactSchema, waitlistSchema } from "./inquiry-forms";

export type { Submission };
import { hit, type RateLimit } from "~/lib/throttle.server";
import { joinWaitlist } from "./waitlist.server";

/** Who is submitting, for throttling: the client address (behind TRUST_PROXY) and the configured limit. */
export interface Visitor {
  address: string;
  limit: RateLimit;
}


/**
 * The one path every public form takes, from the JSON API and from the pages' form actions alike: throttle,
 * honeypot, validation, then one transaction: the row and the emails it causes. Nothing is written before the last
 * step (docs/decisions/0003).
 */
async function submit<T extends z.ZodType>(
  db: Database,
  visitor: Visitor,
  payload: unknown,
  schema: T,
  store: (input: z.infer<T>) => Promise<{ id: string }>,
): Promise<Submission> {
  const { allowed, retryAfter } = await hit(db, `form:${visitor.address}`, visitor.limit);
  if (!allowed) return { outcome: "throttled", retryAfter };
  if (filledHoneypot(payload)) {
    return { outcome: "dropped", id: randomUUID() };
  }
  const parsed = parseForm(schema, payload);
  if (!parsed.success) return { outcome: "invalid", error: parsed.error };
  return { outcome: "stored", id: (await store(parsed.data)).id };
}

/** `notify` names the studio and the site for the emails a submission writes (loaders: `context.studio`/`origin`). */
export function submitContact(
  db: Database,
  visitor: Visitor,
  payload: unknown,
  notify: EmailContext = defaultEmailContext,
): Promise<Submission> {
  return submit(db, visitor, payload, contactSchema, (input) => saveContactMessage(db, input, notify));
}

/** `schema` lets a page apply a stricter form of the waitlist rules (the fat-freezing page). */
export function submitWaitlist(
  db: Database,
  visitor: Visitor,
  payload: unknown,
  schema: z.ZodType<z.infer<typeof waitlistSchema>> = waitlistSchema,
  notify: EmailContext = defaultEmailContext,
): Promise<Submission> {
  return submit(db, visitor, payload, schema, (input) => joinWaitlist(db, input, notify));
}
