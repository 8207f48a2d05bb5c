import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outbox, waitlist } from "~/db/schema.server";
import { withdrawMarketing } from "~/features/marketing/index.server";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { unsubscribeMessages, type UnsubscribeEntry } from "./unsubscribe-link";
import { describe, entryFor } from "./unsubscribe.server";

/**
 * The link's button, or a mail app's one-click POST: takes the person off the waitlist's mail. The entry is marked
 * (staff still see who asked for the treatment) and waitlist emails still queued for it are dropped; her consent to
 * marketing emails is withdrawn too. Doing it twice changes nothing more.
 */
export const submitUnsubscribe = namedUseCase(
  "inquiries.unsubscribe",
  async (context: { db: Database }, link: { token: string }): Promise<Outcome<{ entry: UnsubscribeEntry }, "not-found">> => {
    const entry = await context.db.transaction(async (tx) => {
      const row = await entryFor(tx, link.token);
      if (!row) return undefined;
      const [updated] = await tx
        .update(waitlist)
        .set({ unsubscribedAt: sql`coalesce(${waitlist.unsubscribedAt}, now())` })
        .where(eq(waitlist.id, row.id))
        .returning({ unsubscribedAt: waitlist.unsubscribedAt });
      await tx.delete(outbox).where(and(eq(outbox.waitlistId, row.id), eq(outbox.status, "pending")));
      // An unsubscribe from a marketing email is also her "no" to marketing by email (docs/decisions/0037).
      await withdrawMarketing(tx, row.email, "email", "unsubscribe");
      return describe({ ...row, unsubscribedAt: updated?.unsubscribedAt ?? new Date() });
    });
    return entry ? { ok: true, entry } : refuse("not-found", "not-found", unsubscribeMessages.notFound);
  },
);
