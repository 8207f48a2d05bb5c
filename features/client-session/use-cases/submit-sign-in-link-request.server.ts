import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import { parseForm } from "~/lib/forms";
import type { Visitor } from "~/lib/throttle.server";
import { invalid, namedUseCase, throttled, type Outcome } from "~/lib/use-case";
import { accountMessages, accountSignInSchema } from "../account-sign-in";
import { requestSignInLink } from "../account-sign-in.server";

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
