import { desc, ilike, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contacts, waitlist } from "~/db/schema.server";
import { marketingChoicesFor, normaliseEmail } from "~/features/marketing/index.server";

/** What staff read of the contact and waitlist forms: the dashboard's Contacts and Waitlist tabs, the admin API and the exports. */

const like = (search: string) => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Each row with the person's current marketing choices (docs/decisions/0037): where staff look before writing to her. */
async function withMarketing<T extends { email: string }>(db: Database, rows: T[]) {
  const choices = await marketingChoicesFor(db, rows.map((row) => row.email));
  return rows.map((row) => ({ ...row, marketing: choices.get(normaliseEmail(row.email)) ?? [] }));
}

/** Contact messages, newest first; a search matches the name, the email or the message. */
export async function listContacts(db: Database, { search }: { search?: string } = {}) {
  const pattern = search?.trim() ? like(search.trim()) : undefined;
  const rows = await db
    .select()
    .from(contacts)
    .where(pattern ? or(ilike(contacts.name, pattern), ilike(contacts.email, pattern), ilike(contacts.message, pattern)) : undefined)
    .orderBy(desc(contacts.createdAt));
  return withMarketing(db, rows);
}

/** Waitlist entries by service, the newest first within each. */
export async function listWaitlist(db: Database) {
  return withMarketing(db, await db.select().from(waitlist).orderBy(waitlist.service, desc(waitlist.createdAt)));
}
