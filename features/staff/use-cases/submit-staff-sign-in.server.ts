import type { Database } from "~/db/client.server";
import { parseForm } from "~/lib/forms";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { signInMessages, signInSchema } from "~/features/staff-session";
import { signIn, signOut, type LoginResult } from "~/features/staff-session/index.server";
import type { StaffVisitor } from "~/features/staff-session/index.server";

export type StaffSignInOutcome = Outcome<Omit<Extract<LoginResult, { outcome: "signed-in" }>, "outcome">, "invalid" | "throttled" | "unauthorized">;

/**
 * /admin/login's form and POST /api/auth/login: the form's rules, then the throttled password check (staff.server.ts
 * counts every attempt before checking it), then a new session in place of the one the browser held, so an id
 * planted before sign-in is worth nothing after it. The cookies are the transport's to write.
 */
export const submitStaffSignIn = namedUseCase("staff.sign-in", async (context: { db: Database }, visitor: StaffVisitor, payload: unknown): Promise<StaffSignInOutcome> => {
  const parsed = parseForm(signInSchema, payload);
  if (!parsed.success) return invalid(parsed.error);
  const result = await signIn(context.db, parsed.data.username, parsed.data.password, visitor.address, visitor.deviceToken);
  if (result.outcome === "throttled") return { ...refuse("too-many-guesses", "throttled", signInMessages.throttled), retryAfter: result.retryAfter };
  // A wrong password and an unknown username are one answer; the API has always named it by its status.
  if (result.outcome === "wrong") return refuse("unauthorized", "unauthorized", signInMessages.wrongLogin);
  await signOut(context.db, visitor.sessionId);
  const { outcome: _, ...session } = result;
  return { ok: true, ...session };
});
