import type { Database } from "~/db/client.server";
import { resendEmail } from "~/features/mail/index.server";
import { isUuid } from "~/lib/ids";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { erasePersonalData, LiveMembershipError, privacyEmail, privacyMessages } from "../privacy.server";
import type { StaffUser } from "~/features/staff-session/index.server";

export const outboxMessages = { notFound: "Message not found" } as const;

/** The Mail tab's Resend and POST /api/admin/outbox/:id/resend: the message is queued again. */
export const submitResend = namedUseCase("staff.resend-email", async (context: { db: Database }, _staff: StaffUser, request: { id: string }): Promise<Outcome<object>> => {
  if (!isUuid(request.id) || !(await resendEmail(context.db, request.id))) return refuse("not-found", "not-found", outboxMessages.notFound);
  return { ok: true };
});

/** The right of erasure: messages, waitlist entries and emails deleted, bookings anonymised. */
export const submitErase = namedUseCase(
  "staff.erase-person",
  async (context: { db: Database }, _staff: StaffUser, payload: { email?: unknown }): Promise<Outcome<{ email: string; counts: Awaited<ReturnType<typeof erasePersonalData>> }>> => {
    const email = privacyEmail(payload.email);
    if (!email) return refuse("invalid", "email-required", privacyMessages.erase, { email: [privacyMessages.erase] });
    try {
      return { ok: true, email, counts: await erasePersonalData(context.db, email) };
    } catch (error) {
      if (error instanceof LiveMembershipError) return refuse("conflict", "live-membership", error.message);
      throw error;
    }
  },
);
