import type { z } from "~/lib/zod";
import type { Database } from "~/db/client.server";
import { defaultEmailContext, type EmailContext } from "~/features/mail";
import { waitlistSchema } from "./inquiry-forms";
import { joinWaitlist } from "./waitlist.server";
import { namedUseCase } from "~/lib/use-case";
import { submit, type Submission, type Visitor } from "./public-forms.server";

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
