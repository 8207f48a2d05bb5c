import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { waitlist } from "~/db/schema.server";
import { defaultEmailContext, type EmailContext } from "~/features/mail";
import { studioInquiryNotice, waitlistWelcomeEmail } from "~/features/inquiries/inquiry-emails";
import type { WaitlistInput } from "~/features/inquiries/inquiry-forms";
import { enqueueEmail } from "~/features/mail/index.server";
import { recordMarketingOptIns } from "~/features/marketing/index.server";

/**
 * Adds a person to a service's waitlist once. Signing up again (same email, any case, same service) is answered
 * as a success with the existing entry: the visitor's intent is met and nothing is duplicated, emails included.
 * A new sign-up writes the welcome email and the studio's notice in the same transaction as the entry.
 */
export async function joinWaitlist(
  db: Database,
  input: WaitlistInput,
  notify: EmailContext = defaultEmailContext,
): Promise<{ id: string; alreadyJoined: boolean }> {
  return db.transaction(async (tx) => {
    const { name, email, phone, service, interestedInModeling } = input;
    const [inserted] = await tx.insert(waitlist).values({ name, email, phone, service, interestedInModeling }).onConflictDoNothing().returning({ id: waitlist.id });
    // A tick counts even on a repeated sign-up: she said yes again, in today's words.
    await recordMarketingOptIns(tx, email, input, "waitlist");
    const welcome = async (id: string) => {
      await enqueueEmail(tx, waitlistWelcomeEmail(input, notify), { waitlistId: id });
      await enqueueEmail(tx, studioInquiryNotice({ type: "waitlist", ...input }, notify));
    };
    if (inserted) {
      await welcome(inserted.id);
      return { id: inserted.id, alreadyJoined: false };
    }
    const [existing] = await tx
      .select({ id: waitlist.id })
      .from(waitlist)
      .where(and(sql`lower(${waitlist.email}) = lower(${input.email})`, eq(waitlist.service, input.service)));
    if (!existing) throw new Error("waitlist entry vanished between insert and select");
    // Someone who unsubscribed and signs up again wants the mail again: back on, with a new welcome.
    const [rejoined] = await tx
      .update(waitlist)
      .set({ unsubscribedAt: null, requestedAt: sql`now()` })
      .where(and(eq(waitlist.id, existing.id), isNotNull(waitlist.unsubscribedAt)))
      .returning({ id: waitlist.id });
    if (rejoined) {
      await welcome(rejoined.id);
      return { id: rejoined.id, alreadyJoined: false };
    }
    return { id: existing.id, alreadyJoined: true };
  });
}
