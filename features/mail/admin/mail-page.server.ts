import { desc } from "drizzle-orm";
import type { ActionFunctionArgs } from "react-router";
import type { Database } from "~/db/client.server";
import { outbox } from "~/db/schema.server";
import { serves } from "~/lib/use-case";
import { pageFailure, requireStaffAction } from "~/features/staff-session/index.server";
import { submitResend } from "./submit-resend.server";

/**
 * The dashboard's Mail tab (the desk): the email outbox, and Resend for a message sent or given up on. Its action
 * (app/routes/staff/admin-resend.ts) calls the same use case as POST /api/admin/outbox/:id/resend.
 */

declare module "./mail-data" {
  interface MailAdminServer {
    tab: typeof mailTab;
    resend: typeof resendAction;
  }
}

/** The outbox, newest first, as GET /api/admin/outbox answers it. */
export function listOutbox(db: Database) {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      nextAttemptAt: outbox.nextAttemptAt,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt))
    .limit(500);
}

/** The Mail tab's data: the outbox the API lists. */
export const mailTab = (db: Database) => listOutbox(db);

export const resendAction = serves([submitResend], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "desk");
  const outcome = await submitResend({ db: context.db }, staff, { id: String(params.id) });
  return outcome.ok ? { ok: true as const } : pageFailure(outcome);
});
