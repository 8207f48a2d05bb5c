import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import { parseForm } from "~/lib/forms";
import type { Visitor } from "~/lib/throttle.server";
import { invalid, namedUseCase, refuse, throttled, type Outcome } from "~/lib/use-case";
import { accountMessages, accountSignInSchema } from "../account-sign-in";
import { requestSignInLink, signOutAccount, spendSignInLink } from "../account-sign-in.server";

/**
 * The form on /account/sign-in and on a spent link's page. Any valid address gets the same answer, whether or not
 * she has booked, so the form tells no one who the studio's clients are; asking is throttled per connection and per
 * address (account-sign-in.server.ts), and a mistyped address costs nothing.
 */
export const submitSignInLinkRequest = namedUseCase(
  "accounts.ask-for-link",
  async (context: { db: Database; emailContext: EmailContext }, visitor: Visitor, payload: unknown): Promise<Outcome<{ email: string }, "invalid" | "throttled">> => {
    const parsed = parseForm(accountSignInSchema, payload);
    if (!parsed.success) return invalid(parsed.error);
    const result = await requestSignInLink(context.db, parsed.data.email, visitor, context.emailContext);
    if (result.outcome === "throttled") {
      const refusal = throttled(result.retryAfter);
      // Enough links have gone to that address: she is pointed to the newest rather than told her connection is busy.
      return result.perAddress ? { ...refusal, message: accountMessages.tooManyLinks(result.retryAfter) } : refusal;
    }
    return { ok: true, email: parsed.data.email };
  },
);

export type LinkProblem = "used" | "expired" | "unknown";

/**
 * A sign-in link's button: the link is spent (once, even followed twice at once) and a session starts in place of
 * any this browser held. The session cookie is the page's to write.
 */
export const submitSignInLink = namedUseCase(
  "accounts.use-link",
  async (context: { db: Database }, visitor: { sessionId?: string }, link: { token: string }): Promise<Outcome<{ sessionId: string; expiresAt: Date }, LinkProblem>> => {
    const used = await spendSignInLink(context.db, link.token);
    if (used.outcome !== "signed-in") return refuse(used.outcome === "unknown" ? "not-found" : "gone", used.outcome, accountMessages[used.outcome]);
    await signOutAccount(context.db, visitor.sessionId);
    return { ok: true, sessionId: used.sessionId, expiresAt: used.expiresAt };
  },
);

/** The account's Sign out: this browser's session ends on the server. */
export const submitAccountSignOut = namedUseCase("accounts.sign-out", async (context: { db: Database }, visitor: { sessionId?: string }): Promise<Outcome<object>> => {
  await signOutAccount(context.db, visitor.sessionId);
  return { ok: true };
});
