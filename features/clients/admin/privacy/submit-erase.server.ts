import type { Database } from "~/db/client.server";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { erasePersonalData, LiveMembershipError, privacyEmail, privacyMessages } from "./privacy.server";
import type { StaffUser } from "~/features/staff-session/index.server";

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
