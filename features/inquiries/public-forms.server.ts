import { randomUUID } from "node:crypto";
import type { z } from "~/lib/zod";
import type { Database } from "~/db/client.server";
import { saveContactMessage } from "./contact.server";
import { defaultEmailContext, type EmailContext } from "~/features/mail";
import { filledHoneypot, parseForm, type Submission } from "~/lib/forms";
import { contactSchema, waitlistSchema } from "./inquiry-forms";

export type { Submission };
import { countAttempt, releaseStored, reserveStored, type PublicForm, type Visitor } from "~/lib/throttle.server";
import { joinWaitlist } from "./waitlist.server";
import { namedUseCase } from "~/lib/use-case";

export type { Visitor };

/**
 * The one path every public form takes, from the JSON API and from the pages' form actions alike: the attempts
 * cap, honeypot, validation, the form's cap on accepted submissions, then one transaction: the row and the emails it
 * causes. Nothing is written before the last step (docs/decisions/0003), and a typo costs only an attempt (0015).
 */
async function submit<T extends z.ZodType>(
  db: Database,
  visitor: Visitor,
  form: PublicForm,
  payload: unknown,
  schema: T,
  store: (input: z.infer<T>) => Promise<{ id: string }>,
): Promise<Submission> {
  const attempt = await countAttempt(db, visitor);
  if (!attempt.allowed) return { outcome: "throttled", retryAfter: attempt.retryAfter };
  if (filledHoneypot(payload)) {
    return { outcome: "dropped", id: randomUUID() };
  }
  const parsed = parseForm(schema, payload);
  if (!parsed.success) return { outcome: "invalid", error: parsed.error };
  const reserved = await reserveStored(db, visitor, form);
  if (!reserved.allowed) return { outcome: "throttled", retryAfter: reserved.retryAfter };
  try {
    return { outcome: "stored", id: (await store(parsed.data)).id };
  } catch (error) {
    await releaseStored(db, visitor, form);
    throw error;
  }
}

/** `notify` names the studio and the site for the emails a submission writes (loaders: `context.studio`/`origin`). */
export const submitContact = namedUseCase(
  "inquiries.contact",
  (db: Database, visitor: Visitor, payload: unknown, notify: EmailContext = defaultEmailContext): Promise<Submission> =>
    submit(db, visitor, "contact", payload, contactSchema, (input) => saveContactMessage(db, input, notify)),
);

/** `schema` lets a page apply a stricter form of the waitlist rules (the fat-freezing page). */
export const submitWaitlist = namedUseCase(
  "inquiries.waitlist",
  (
    db: Database,
    visitor: Visitor,
    payload: unknown,
    schema: z.ZodType<z.infer<typeof waitlistSchema>> = waitlistSchema,
    notify: EmailContext = defaultEmailContext,
  ): Promise<Submission> => submit(db, visitor, "waitlist", withEarlierConsentName(payload), schema, (input) => joinWaitlist(db, input, notify)),
);

/**
 * Before marketing consent had a field per channel (docs/decisions/0037), the waitlist took `marketingConsent`;
 * callers that still send it keep working.
 */
function withEarlierConsentName(payload: unknown): unknown {
  if (typeof payload !== "object" || payload === null || !("marketingConsent" in payload) || "marketingEmail" in payload) return payload;
  const { marketingConsent, ...rest } = payload as Record<string, unknown>;
  return { ...rest, marketingEmail: marketingConsent };
}
