import { desc, eq, sql } from "drizzle-orm";
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
 * the same transaction. Each key is locked first, a row or not (a key still at its default has none to lock), so
 * two staff saving at once are applied one after the other and the second's "before" is the first's value.
 */
export async function changeStudioFacts(db: Database, change: StudioFactsChange, actor: string): Promise<StudioFacts> {
  return db.transaction(async (tx) => {
    const keys = studioFactKeys.filter((key) => change[key] !== undefined);
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`studio_facts:${key}`}))`);
    const facts: StudioFacts = { ...(await currentStudioFacts(tx)) };
    for (const key of keys) {
      const before = facts[key];
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
