import type { Database } from "~/db/client.server";
import { isUuid } from "~/lib/ids";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";
import { resendEmail } from "../outbox.server";

export const outboxMessages = { notFound: "Message not found" } as const;

/** The Mail tab's Resend and POST /api/admin/outbox/:id/resend: the message is queued again. */
export const submitResend = namedUseCase("staff.resend-email", async (context: { db: Database }, _staff: StaffUser, request: { id: string }): Promise<Outcome<object>> => {
  if (!isUuid(request.id) || !(await resendEmail(context.db, request.id))) return refuse("not-found", "not-found", outboxMessages.notFound);
  return { ok: true };
});
