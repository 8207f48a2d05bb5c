import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { serviceFactChanges, serviceFactRows } from "~/db/schema.server";
import type { ServiceFacts } from "./catalogue-types";
import { serviceFacts } from "./service-facts";
import { applyServiceChange, serviceChangeErrors, type ServiceChange } from "./service-changes";
import { earlyAccessWindows, launchService, type LaunchSettings } from "./launch/launches.server";

type Executor = Pick<Database, "select" | "insert" | "update">;
type Row = typeof serviceFactRows.$inferSelect;

/** The facts staff may change, as a row holds them. */
function rowOf(facts: ServiceFacts) {
  return {
    slug: facts.slug,
    pricePence: facts.pricePence,
    durationMinutes: facts.durationMinutes,
    durationLabel: facts.durationLabel,
    packages: facts.packages,
    state: facts.state,
    launchText: facts.launchText,
    earlyBirdPricePence: facts.earlyBirdPricePence,
  };
}

function withRow(facts: ServiceFacts, row: Row | undefined): ServiceFacts {
  if (!row) return facts;
  const state = row.state as ServiceFacts["state"];
  return {
    ...facts,
    pricePence: row.pricePence,
    durationMinutes: row.durationMinutes,
    durationLabel: row.durationLabel,
    packages: row.packages,
    state,
    comingSoon: state !== "live",
    launchText: row.launchText,
    earlyBirdPricePence: row.earlyBirdPricePence,
  };
}

/** Safe at every start: a service already in the table keeps what staff made of it; a new one gets its defaults. */
export async function seedServiceFacts(db: Executor): Promise<void> {
  await db.insert(serviceFactRows).values(serviceFacts.map(rowOf)).onConflictDoNothing({ target: serviceFactRows.slug });
}

/**
 * Every service's facts as they stand: the code's (names, categories, patch-test rules) with the studio's prices,
 * durations, packages and states from the database. One small read; pages, prices and the diary all take it.
 */
export async function currentServiceFacts(db: Pick<Database, "select">): Promise<ServiceFacts[]> {
  const [rows, windows] = await Promise.all([db.select().from(serviceFactRows), earlyAccessWindows(db)]);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return serviceFacts.map((facts) => {
    const current = withRow(facts, bySlug.get(facts.slug));
    const window = current.state === "live" ? windows.find((entry) => entry.slug === facts.slug) : undefined;
    return window ? { ...current, earlyAccessUntil: window.opensAt.toISOString() } : current;
  });
}

export type ServiceChangeResult =
  /** launch: the change made a coming-soon service live, so its waitlist was invited (docs/decisions/0020). */
  | { outcome: "changed"; facts: ServiceFacts; launch?: { opensAt: Date; invited: number } }
  | { outcome: "not-found" }
  | { outcome: "invalid"; fieldErrors: Record<string, string[]> };

/**
 * Applies a staff change to one service after its rules, and audits it (who, before, after) in the same transaction.
 * A change from coming soon to live launches the service from its waitlist, in that transaction too.
 */
export async function changeService(db: Database, slug: string, change: ServiceChange, actor: string, launch: LaunchSettings): Promise<ServiceChangeResult> {
  const code = serviceFacts.find((facts) => facts.slug === slug);
  if (!code) return { outcome: "not-found" };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(serviceFactRows).where(eq(serviceFactRows.slug, slug)).for("update");
    const current = withRow(code, row);
    const fieldErrors = serviceChangeErrors(current, change);
    if (Object.keys(fieldErrors).length > 0) return { outcome: "invalid" as const, fieldErrors };
    const next = applyServiceChange(current, change);
    const values = { ...rowOf(next), updatedAt: new Date() };
    await tx.insert(serviceFactRows).values(values).onConflictDoUpdate({ target: serviceFactRows.slug, set: values });
    await tx.insert(serviceFactChanges).values({ slug, actor, before: rowOf(current), after: rowOf(next) });
    if (current.state === "coming-soon" && next.state === "live") {
      const launched = await launchService(tx, next, actor, launch);
      return { outcome: "changed" as const, facts: { ...next, earlyAccessUntil: launched.opensAt.toISOString() }, launch: launched };
    }
    return { outcome: "changed" as const, facts: next };
  });
}

/** A service's changes, newest first. */
export function serviceChangeHistory(db: Executor, slug: string) {
  return db.select().from(serviceFactChanges).where(eq(serviceFactChanges.slug, slug)).orderBy(desc(serviceFactChanges.changedAt)).limit(50);
}
