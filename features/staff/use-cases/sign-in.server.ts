import type { Database } from "~/db/client.server";
import { parseForm } from "~/lib/forms";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { signInMessages, signInSchema } from "~/features/staff-session";
import { signIn, signOut, type LoginResult } from "~/features/staff-session/index.server";

/** Who asks: the connection's address and what her browser's cookies hold (read by the page or the API). */
export interface StaffVisitor {
  address: string;
  /** The trusted-device token, if this browser signed in before. */
  deviceToken?: string;
  /** The session the browser holds now, if any: it ends at a sign-in or a sign-out. */
  sessionId?: string;
}

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

/** POST /admin/logout and POST /api/auth/logout: the session ends on the server whatever state it was in. */
export const submitStaffSignOut = namedUseCase("staff.sign-out", async (context: { db: Database }, visitor: Pick<StaffVisitor, "sessionId">): Promise<Outcome<object>> => {
  await signOut(context.db, visitor.sessionId);
  return { ok: true };
});
