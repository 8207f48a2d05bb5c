import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { serviceCopy } from "~/content/catalogue";

/**
 * The booking pages' JavaScript (issues 9 and 11): /book and /checkout run /enhance.js and their island
 * (decision 0017), whose files are followed through their static imports (a lazily loaded part, such as Stripe's
 * form, is not counted: the page loads it only when it shows it). None of the catalogue's prose ships in /book's
 * files (its menu comes from its loader), and each page stays within a byte budget. Reads the build (`npm test`
 * builds first).
 */
const BUDGET_GZIP_BYTES = 120 * 1024;

const build = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");
const client = path.join(build, "client");
const islands = JSON.parse(readFileSync(path.join(build, "server", "islands.json"), "utf8")) as Record<string, string>;

function pageFiles(island: string): string[] {
  const entry = islands[island];
  if (!entry) throw new Error(`the build has no island "${island}"`);
  const files = new Set<string>(["/enhance.js"]);
  const follow = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(path.join(client, file), "utf8");
    for (const [, imported] of text.matchAll(/(?:^|[;}\s])import\s*(?:[\w{},\s*$]+from\s*)?"(\.\/[^"]+)"/g)) {
      follow(path.posix.join(path.posix.dirname(file), imported!));
    }
  };
  follow(entry);
  return [...files];
}

describe.each(["book", "checkout"])("the /%s page's JavaScript", (island) => {
  const files = pageFiles(island).map((file) => ({ file, text: readFileSync(path.join(client, file), "utf8") }));

  it("is its island with React, and no React Router", () => {
    expect(files.length).toBeGreaterThan(2);
    expect(files.some(({ text }) => text.includes("hydrateRoot"))).toBe(true);
    expect(files.some(({ text }) => text.includes("__reactRouterContext"))).toBe(false);
  });

  it("holds none of the catalogue's descriptions", () => {
    const descriptions = Object.values(serviceCopy).flatMap((copy) => [copy.shortDescription, copy.fullDescription.slice(0, 80)]);
    expect(descriptions.length).toBeGreaterThan(5);
    for (const description of descriptions) {
      const holders = files.filter(({ text }) => text.includes(description)).map(({ file }) => file);
      expect({ description, holders }).toEqual({ description, holders: [] });
    }
  });

  it(`is at most ${BUDGET_GZIP_BYTES / 1024} KB gzip`, () => {
    const sizes = files.map(({ file, text }) => ({ file, gzip: gzipSync(text).length }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });
});
