import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Only payments' refund service asks a provider for a refund (docs/decisions/0078): every other module that owes one
 * records its row and hands it to that service, so there is one way a refund is asked, recorded and retried. The
 * source is searched for a call of a member named `refund` (`provider.refund(`, `billing?.refund(`,
 * `payments["refund"](`); a probe written as a feature would write it is found, so the search is shown to fire.
 */
const root = path.resolve(import.meta.dirname, "../..");
const service = "features/payments/refund-service.server.ts";
const sourceDirs = ["app", "content", "db", "features", "lib", "server", "ui"];
const refundCall = /(?:\.\s*refund|\[\s*["'`]refund["'`]\s*\])\s*\(/;

/** The files among `files` that call a provider's or billing's refund. */
function refundCallers(files: { file: string; text: string }[]): string[] {
  return files.filter(({ text }) => refundCall.test(text)).map(({ file }) => file);
}

function sourceFiles(): { file: string; text: string }[] {
  return sourceDirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.split(path.sep).includes("node_modules"))
      .map((name) => {
        const file = path.join(dir, name).split(path.sep).join("/");
        return { file, text: readFileSync(path.join(root, file), "utf8") };
      }),
  );
}

describe("one refund service", () => {
  it("is the only source file that calls a provider's or billing's refund", () => {
    const files = sourceFiles();
    expect(files.map(({ file }) => file)).toContain(service);
    expect(refundCallers(files)).toEqual([service]);
  });

  it("finds a refund asked anywhere else, however it is spelled", () => {
    const probe = (text: string) => refundCallers([...sourceFiles(), { file: "features/vouchers/probe.server.ts", text }]);
    expect(probe(`export const ask = (payments: P) => payments.refund({ paymentIntentId: "pi", amountPence: 1, idempotencyKey: "k", refundId: "r" });`)).toEqual([service, "features/vouchers/probe.server.ts"]);
    expect(probe(`export const ask = (billing?: B) => billing?.refund(order);`)).toContain("features/vouchers/probe.server.ts");
    expect(probe(`export const ask = (provider: P) => provider\n  .refund(order);`)).toContain("features/vouchers/probe.server.ts");
    expect(probe(`export const ask = (payments: P) => payments["refund"](order);`)).toContain("features/vouchers/probe.server.ts");
    // Naming a refund, listing a payment's refunds or declaring the provider's method asks nothing.
    expect(probe(`export const list = (p: P) => p.listRefunds("pi");\nexport const x = { async refund(input: I) { return input; } };\nconst refund = 1;`)).toEqual([service]);
  });
});
