import type { Database } from "~/db/client.server";
import { contacts } from "~/db/schema.server";
import { defaultEmailContext, type EmailContext } from "~/features/mail";
import { studioInquiryNotice } from "~/features/inquiries/inquiry-emails";
import type { ContactInput } from "~/features/inquiries/inquiry-forms";
import { enqueueEmail } from "~/features/mail/index.server";
import { recordMarketingOptIns } from "~/features/marketing/index.server";

/** Stores the message and, in the same transaction, the notice that tells the studio about it. */
export async function saveContactMessage(
  db: Database,
  input: ContactInput,
  notify: EmailContext = defaultEmailContext,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values({ name: input.name, email: input.email, message: input.message, phone: input.phone ?? null, service: input.service ?? null })
      .returning({ id: contacts.id });
    if (!row) throw new Error("contact insert returned no row");
    await recordMarketingOptIns(tx, input.email, input, "contact");
    await enqueueEmail(tx, studioInquiryNotice({ type: "contact", ...input }, notify));
    return row;
  });
}
