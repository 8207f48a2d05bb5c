import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { timeRequests } from "~/db/schema.server";
import { openLink } from "~/lib/links/links.server";

/** A request to be told when a time frees, as submit-time-request stores it and withdraw-time-request finds it. */
export type TimeRequest = typeof timeRequests.$inferSelect;

/** The request a withdraw link opens, if any. */
export async function findTimeRequest(db: Pick<Database, "select">, token: string): Promise<TimeRequest | undefined> {
  const link = await openLink(db, "time-request-withdraw", token);
  if (link.outcome !== "open") return undefined;
  const [row] = await db.select().from(timeRequests).where(eq(timeRequests.id, link.subject));
  return row;
}
