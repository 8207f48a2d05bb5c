import type { Database } from "~/db/client.server";
import { waitlistFunnel } from "~/features/studio/index.server";
import { listContacts, listWaitlist } from "../inquiry-lists.server";

/**
 * The dashboard's Contacts and Waitlist tabs: their data, read by the dashboard's loader (the two lists always, for
 * their tabs' counts; the funnel when the Waitlist tab is shown), the same queries as the admin API's.
 */

declare module "./inquiries-data" {
  interface InquiriesAdminServer {
    contacts: typeof contactsTab;
    waitlist: typeof waitlistTab;
  }
}

/** Contact messages, newest first, those the search matches when there is one. */
export function contactsTab(db: Database, search: string) {
  return listContacts(db, { search });
}

/** Everyone on a waitlist, by service, each with her marketing choices. */
export function waitlistTab(db: Database) {
  return listWaitlist(db);
}

/** Each waitlist from sign-up to booking (docs/decisions/0020). */
export function waitlistFunnelTab(db: Database) {
  return waitlistFunnel(db);
}
