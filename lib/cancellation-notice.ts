import { z } from "~/lib/zod";
import { fields } from "./forms";
import { fromWallTime, isValidDate } from "./zoned-time";

/**
 * A cancellation notice staff record (the model cancellation form that came by email, docs/decisions/0036): when it
 * was received, as an ISO time or a London date (then the start of that day, the reading most in the client's
 * favour), never in the future; and a note. Without `receivedAt` the notice is taken as given now.
 */
export const noticeMessages = {
  receivedAt: "Enter when the notice was received: a date (YYYY-MM-DD) or a time (ISO 8601), not in the future.",
  receivedAtRequired: "Enter when the notice was received: a date (YYYY-MM-DD) or a time (ISO 8601).",
  beforeContract: "The notice cannot have been received before the purchase was made.",
  note: "Note must be 1,000 characters or fewer",
} as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function parseReceived(text: string, timeZone: string): Date | undefined {
  if (DATE_ONLY.test(text)) return isValidDate(text) ? fromWallTime(text, "00:00", timeZone) : undefined;
  if (!ISO_TIME.test(text)) return undefined;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

export function cancellationNoticeSchema({ now, timeZone, required = false }: { now: Date; timeZone: string; required?: boolean }) {
  const receivedAt = z
    .string({ error: required ? noticeMessages.receivedAtRequired : noticeMessages.receivedAt })
    .trim()
    .transform((text, context) => {
      const at = parseReceived(text, timeZone);
      if (!at || at > now) {
        context.addIssue({ code: "custom", message: noticeMessages.receivedAt });
        return z.NEVER;
      }
      return at;
    });
  return z.object({
    receivedAt: required ? receivedAt : z.preprocess(fields.blankAsUndefined, receivedAt.optional()),
    note: z.preprocess(fields.blankAsUndefined, z.string({ error: noticeMessages.note }).trim().max(1000, { error: noticeMessages.note }).optional()),
  });
}
