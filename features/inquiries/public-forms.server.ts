import { randomUUID } from "node:crypto";
import type { z } from "~/lib/zod";
import type { Database } from "~/db/client.server";
import { filledHoneypot, parseForm, type Submission } from "~/lib/forms";
import { countAttempt, releaseStored, reserveStored, type PublicForm, type Visitor } from "~/lib/throttle.server";

export type { Submission };

export type { Visitor };

/**
 * The one path every public form takes, from the JSON API and from the pages' form actions alike: the attempts
 * cap, honeypot, validation, the form's cap on accepted submissions, then one transaction: the row and the emails it
 * causes. Nothing is written before the last step (docs/decisions/0003), and a typo costs only an attempt (0015).
 */
export async function submit<T extends z.ZodType>(
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
