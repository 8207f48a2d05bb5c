import type { Database } from "~/db/client.server";
import { textReplies } from "~/db/schema.server";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { textChoiceOf } from "./text-keywords";
import { toE164 } from "./phone-numbers";
import { isSignedByTwilio } from "./twilio.server";

export interface InboundText {
  /** The X-Twilio-Signature header. */
  signature: string | undefined;
  signatureSettings?: string;
  /** The URL Twilio posted to, as Twilio was given it (PUBLIC_URL's origin, else the request's). */
  url: string;
  /** The posted form, every field (the signature covers them all). */
  params: Record<string, string | string[]>;
}

export type InboundOutcome = Outcome<{ choice: { keyword: string; textsOn: boolean } | null }, "bad-signature">;

const field = (params: InboundText["params"], name: string): string => {
  const value = params[name];
  return typeof value === "string" ? value : "";
};

/**
 * A text she sent to the studio's number, from Twilio's webhook: a STOP (or Twilio's other opt-out words) turns every
 * text to that number off, START turns them back on, each stored as a reply (the audit her record shows). Without an
 * auth token nothing can be verified, so nothing is believed. Anything else she writes is not kept, nor is a text
 * whose MessageSid is already kept.
 */
export const receiveTextReply = namedUseCase(
  "texts.inbound",
  async (db: Database, authToken: string | undefined, inbound: InboundText, { now }: { now?: Date } = {}): Promise<InboundOutcome> => {
    if (!authToken || !isSignedByTwilio(authToken, inbound)) return refuse("forbidden", "bad-signature", "The request is not signed by Twilio.");
    const choice = textChoiceOf(field(inbound.params, "Body"));
    const phone = toE164(field(inbound.params, "From"));
    if (!choice || !phone) return { ok: true, choice: null };
    // Twilio posts a text again when its first post went unanswered, and a signed post can be replayed: a MessageSid
    // already kept is the same text, so an old STOP posted after her START does not turn her texts off again.
    const kept = await db
      .insert(textReplies)
      .values({
        phone,
        keyword: choice.keyword,
        textsOn: choice.textsOn,
        messageSid: field(inbound.params, "MessageSid") || null,
        ...(now ? { receivedAt: now } : {}),
      })
      .onConflictDoNothing({ target: textReplies.messageSid })
      .returning({ id: textReplies.id });
    return { ok: true, choice: kept.length > 0 ? choice : null };
  },
);
