import { pushSchema } from "drizzle-kit/api";
import { sql } from "drizzle-orm";
import type { Database } from "./client.server";
import * as schema from "./schema.server";
import { handWrittenConstraints } from "./schema.server";

/**
 * How far a migrated database is from db/schema.server.ts (docs/decisions/0044). drizzle-kit's own differ (the one
 * `drizzle-kit push` uses) lists statements; some are only spelling (an index or a default PostgreSQL prints in its
 * own words), so each is tried in a savepoint and kept only if it changes PostgreSQL's catalogue. What Drizzle cannot
 * declare (handWrittenConstraints) is compared with its declaration instead. Used by `npm run db:generate` and by
 * the drift test, never by the server, so drizzle-kit stays a development dependency.
 */
export interface SchemaDrift {
  /** What would make the database match the schema: the draft of the next migration. */
  statements: string[];
  /** Hand-written constraints the database has differently from their declaration, or not at all. */
  handWritten: { name: string; database: string | null; declared: string | null }[];
}

type Executor = Pick<Database, "execute">;

const catalogue = async (db: Executor) =>
  new Map(
    [
      ...(await db.execute<{ name: string; definition: string }>(sql`
    select 'column ' || table_name || '.' || column_name as name,
      concat_ws(' ', udt_name, is_nullable, column_default, character_maximum_length, numeric_precision) as definition
      from information_schema.columns where table_schema = 'public'
    union all
    select 'constraint ' || conrelid::regclass || '.' || conname, pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select 'index ' || indexname, indexdef from pg_indexes where schemaname = 'public'`)),
    ].map((row) => [row.name, row.definition]),
  );

const same = (a: Map<string, string>, b: Map<string, string>) => a.size === b.size && [...a].every(([name, definition]) => b.get(name) === definition);

/** A dropped and re-created index is one change: tried together, so an index spelled differently is not one. */
function groups(statements: string[]): string[][] {
  const result: string[][] = [];
  for (const statement of statements) {
    const created = /^CREATE (?:UNIQUE )?INDEX (?:IF NOT EXISTS )?"([^"]+)"/.exec(statement)?.[1];
    const previous = result.at(-1);
    if (created && previous?.length === 1 && new RegExp(`^DROP INDEX (?:IF EXISTS )?"${created}"`).test(previous[0]!)) previous.push(statement);
    else result.push([statement]);
  }
  // drizzle-kit lists all drops before all creates: bring each create to its drop.
  for (let i = 0; i < result.length; i++) {
    const dropped = /^DROP INDEX (?:IF EXISTS )?"([^"]+)"/.exec(result[i]![0]!)?.[1];
    if (!dropped || result[i]!.length > 1) continue;
    const at = result.findIndex((group, j) => j > i && group.length === 1 && new RegExp(`^CREATE (?:UNIQUE )?INDEX (?:IF NOT EXISTS )?"${dropped}"`).test(group[0]!));
    if (at > 0) result[i]!.push(...result.splice(at, 1)[0]!);
  }
  return result;
}

class Unchanged extends Error {}
class RollBack extends Error {}

export async function schemaDrift(db: Database, tables: Record<string, unknown> = schema): Promise<SchemaDrift> {
  const adapter = { execute: async (query: Parameters<Database["execute"]>[0]) => ({ rows: [...(await db.execute(query))] }) };
  const proposed = (await pushSchema(tables, adapter as unknown as Parameters<typeof pushSchema>[1])).statementsToExecute;
  const handWrittenNames = Object.keys(handWrittenConstraints).map((qualified) => qualified.split(".")[1]!);
  const statements: string[] = [];
  await db
    .transaction(async (tx) => {
      for (const group of groups(proposed)) {
        // The schema cannot hold these, so the differ always offers to drop them; their declaration is the judge.
        if (group.some((statement) => handWrittenNames.some((name) => statement.includes(`"${name}"`)))) continue;
        await tx
          .transaction(async (savepoint) => {
            const before = await catalogue(savepoint);
            for (const statement of group) await savepoint.execute(sql.raw(statement));
            if (same(before, await catalogue(savepoint))) throw new Unchanged();
          })
          .then(() => statements.push(...group))
          .catch((error: unknown) => {
            if (!(error instanceof Unchanged)) throw error;
          });
      }
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  const built = new Map(
    [
      ...(await db.execute<{ name: string; definition: string }>(sql`
    select conrelid::regclass || '.' || conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where connamespace = 'public'::regnamespace
      and (contype = 'x' or conrelid::regclass || '.' || conname in (${sql.join(
        Object.keys(handWrittenConstraints).map((name) => sql`${name}`),
        sql`, `,
      )}))`)),
    ].map((row) => [row.name, row.definition]),
  );
  const names = [...new Set([...built.keys(), ...Object.keys(handWrittenConstraints)])].sort();
  const handWritten = names
    .filter((name) => built.get(name) !== handWrittenConstraints[name])
    .map((name) => ({ name, database: built.get(name) ?? null, declared: handWrittenConstraints[name] ?? null }));
  return { statements, handWritten };
}
