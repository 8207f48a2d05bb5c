import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Drizzle's migrator applies a migration only when its journal time is later than the last one a database applied,
 * in the journal's order. A migration whose time is earlier than one before it (a hand-edited or merged journal)
 * is silently skipped on every database that already ran its predecessor: 0006 once was.
 */
describe("the migrations journal", () => {
  it("lists migrations in strictly increasing time, each with its file", () => {
    const journal = JSON.parse(readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8")) as { entries: { when: number; tag: string }[] };
    const times = journal.entries.map((entry) => entry.when);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    for (const { tag } of journal.entries) expect(() => readFileSync(new URL(`./migrations/${tag}.sql`, import.meta.url))).not.toThrow();
  });
});
