import type { Database } from "~/db/client.server";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { accountMessages } from "../account-sign-in";
import { signOutAccount, spendSignInLink } from "../account-sign-in.server";

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
