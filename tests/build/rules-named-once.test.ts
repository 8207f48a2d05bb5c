import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The studio's zone is named in lib/studio-clock.ts alone, pence become pounds in lib/money.ts alone, and status
 * lists are written in features/booking alone (eslint.config.js): a probe file linted as if it stood in the tree
 * breaks each rule.
 */
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function ruleErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.message);
}

describe("rules named once", { timeout: 30_000 }, () => {
  it("refuses the zone's name in source, as a string or inside a template", async () => {
    expect(await ruleErrors("features/staff/probe.ts", `export const zone = "Europe/London";`)).toHaveLength(1);
    expect(await ruleErrors("app/routes/probe.tsx", "export const format = (x: string) => `TZID=Europe/London:${x}`;")).toHaveLength(1);
    expect(await ruleErrors("server/probe.server.ts", `export const zone = "Europe/London";`)).toHaveLength(1);
  });

  it("lets the clock name it, and a test read it back from a calendar file", async () => {
    expect(await ruleErrors("lib/studio-clock.ts", `export const STUDIO_ZONE = "Europe/London";`)).toEqual([]);
    expect(await ruleErrors("features/booking/probe.test.ts", `export const line = "DTSTART;TZID=Europe/London";`)).toEqual([]);
  });

  it("refuses a list of booking or payment statuses written outside features/booking, in code or in SQL", async () => {
    expect(await ruleErrors("features/reports/probe.server.ts", `export const open = ["pending", "confirmed"];`)).toHaveLength(1);
    expect(await ruleErrors("features/clients/probe.server.ts", "export const where = `b.status in ('confirmed', 'completed') and b.starts_at <= now()`;")).toHaveLength(1);
    expect(await ruleErrors("server/probe.server.ts", `export const paid = ["paid", "partially_refunded"];`)).toHaveLength(1);
    expect(await ruleErrors("features/booking/lifecycle/probe.ts", `export const open = ["pending", "confirmed"];`)).toEqual([]);
    expect(await ruleErrors("features/reports/probe.server.ts", `export const one = "confirmed";`)).toEqual([]);
  });

  it("refuses pounds made from pence by hand outside lib/money", async () => {
    expect(await ruleErrors("features/staff/probe.server.ts", "export const pounds = (pence: number) => (pence / 100).toFixed(2);")).toHaveLength(1);
    expect(await ruleErrors("lib/money.ts", "export const pounds = (pence: number) => (pence / 100).toFixed(2);")).toEqual([]);
  });
});
