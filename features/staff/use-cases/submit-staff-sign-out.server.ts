import type { Database } from "~/db/client.server";
import { namedUseCase, type Outcome } from "~/lib/use-case";
import { signOut } from "~/features/staff-session/index.server";
import type { StaffVisitor } from "~/features/staff-session/index.server";

/** POST /admin/logout and POST /api/auth/logout: the session ends on the server whatever state it was in. */
export const submitStaffSignOut = namedUseCase("staff.sign-out", async (context: { db: Database }, visitor: Pick<StaffVisitor, "sessionId">): Promise<Outcome<object>> => {
  await signOut(context.db, visitor.sessionId);
  return { ok: true };
});
