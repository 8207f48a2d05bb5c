import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { serviceCopy } from "~/content/catalogue";

/**
 * /book's JavaScript (DESIGN 1, issue 9): the bookable menu comes from its loader, so none of the catalogue's prose
 * ships in the files the page loads, and they stay within a byte budget. Reads the client build (`npm test` builds
 * first): the files React Router's manifest names for the entry, the root and the /book route, with their imports.
 */
const BUDGET_GZIP_BYTES = 150 * 1024;

const client = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");

interface ManifestEntry {
  module: string;
  imports?: string[];
}

function bookFiles(): string[] {
  const assets = path.join(client, "assets");
  const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) throw new Error(`no React Router manifest in ${assets}`);
  const source = readFileSync(path.join(assets, manifestFile), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    entry: ManifestEntry;
    routes: Record<string, ManifestEntry>;
  };
  const book = manifest.routes["routes/booking/book"];
  if (!book) throw new Error("the manifest has no routes/booking/book");
  const parts = [manifest.entry, manifest.routes.root!, book];
  return [...new Set(parts.flatMap((part) => [part.module, ...(part.imports ?? [])]))];
}

describe("the /book page's JavaScript", () => {
  const files = bookFiles().map((file) => ({ file, text: readFileSync(path.join(client, file), "utf8") }));

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
