import { randomBytes, scryptSync } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HashingBusyError } from "~/lib/passwords/password-hashing.server";
import { hashPassword, verifyPassword } from "~/lib/passwords/passwords.server";

/** A stored hash in our format at a cheap cost, so a test can ask for many checks at once. */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt$1024$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** Niceness (field 19 of /proc/.../stat) of each thread of this process. */
function threadNiceness(): number[] {
  return readdirSync("/proc/self/task").map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });
}

describe("staff passwords", () => {
  it("verify against their hash, whatever Unicode form they are typed in", async () => {
    const stored = await hashPassword("café au lait, 2 sugars");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("cafe\u0301 au lait, 2 sugars", stored)).toBe(true);
    expect(await verifyPassword("café au lait, 3 sugars", stored)).toBe(false);
  });

  it("are hashed on a thread of lower CPU priority than the server's", async () => {
    expect(await verifyPassword("anything", cheapHash("anything"))).toBe(true);
    const main = readFileSync("/proc/self/stat", "utf8");
    expect(Number(main.slice(main.lastIndexOf(")") + 2).split(" ")[16])).toBe(0);
    expect(threadNiceness()).toContain(10);
  });

  it("wait their turn, and past a short queue are refused before any hashing", async () => {
    const stored = cheapHash("correct horse battery");
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => verifyPassword("correct horse battery", stored)));
    const checked = answers.filter((answer) => answer.status === "fulfilled");
    const refused = answers.filter((answer) => answer.status === "rejected");
    expect(checked.length).toBeGreaterThanOrEqual(8);
    expect(checked.every((answer) => answer.value)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((answer) => answer.reason instanceof HashingBusyError)).toBe(true);
    // Once the queue has drained, checks are taken again.
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
  });
});
