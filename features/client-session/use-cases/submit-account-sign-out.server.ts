import type { Database } from "~/db/client.server";
import { namedUseCase, type Outcome } from "~/lib/use-case";
import { signOutAccount } from "../account-sign-in.server";

/** The account's Sign out: this browser's session ends on the server. */
export const submitAccountSignOut = namedUseCase("accounts.sign-out", async (context: { db: Database }, visitor: { sessionId?: string }): Promise<Outcome<object>> => {
  await signOutAccount(context.db, visitor.sessionId);
  return { ok: true };
});
