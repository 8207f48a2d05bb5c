import { desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { studioFactChanges, studioFactRows } from "~/db/schema.server";
import { studioFactDefaults, studioFactKeys, type StudioFactKey, type StudioFacts, type StudioFactsChange } from "./studio-facts";

const isKey = (key: string): key is StudioFactKey => (studioFactKeys as string[]).includes(key);

/** The studio-wide facts as they stand: staff's values over content/'s defaults. One small read. */
export async function currentStudioFacts(db: Pick<Database, "select">): Promise<StudioFacts> {
  const rows = await db.select().from(studioFactRows);
  const facts: StudioFacts = { ...studioFactDefaults };
  for (const row of rows) if (isKey(row.key)) facts[row.key] = row.value;
  return facts;
}

/**
 * Applies a validated change (`studioFactsChangeSchema`) and audits each value that moved (who, before, after) in
 * the same transaction, the rows locked so two staff saving at once each see the other's value as "before".
 */
export async function changeStudioFacts(db: Database, change: StudioFactsChange, actor: string): Promise<StudioFacts> {
  return db.transaction(async (tx) => {
    const keys = studioFactKeys.filter((key) => change[key] !== undefined);
    const locked = keys.length > 0 ? await tx.select().from(studioFactRows).where(inArray(studioFactRows.key, keys)).for("update") : [];
    const facts: StudioFacts = { ...(await currentStudioFacts(tx)) };
    for (const key of keys) {
      const before = locked.find((row) => row.key === key)?.value ?? studioFactDefaults[key];
      const after = change[key]!;
      if (after === before) continue;
      const values = { key, value: after, updatedAt: new Date(), updatedBy: actor };
      await tx.insert(studioFactRows).values(values).onConflictDoUpdate({ target: studioFactRows.key, set: values });
      await tx.insert(studioFactChanges).values({ key, actor, before, after });
      facts[key] = after;
    }
    return facts;
  });
}

/** A studio fact's changes, newest first. */
export function studioFactHistory(db: Pick<Database, "select">, key: StudioFactKey) {
  return db.select().from(studioFactChanges).where(eq(studioFactChanges.key, key)).orderBy(desc(studioFactChanges.changedAt)).limit(50);
}
