import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

/**
 * The one script of every page without React (decision 0008) has a byte budget: it was 5.4 KB gzip when this was
 * set. Growing past it is a decision to take on purpose (raise the number here, say why in the commit).
 */
const BUDGET_GZIP_BYTES = 6 * 1024;
const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");

describe("enhancement script", () => {
  it(`stays within ${BUDGET_GZIP_BYTES} bytes gzip`, () => {
    const script = readFileSync(path.join(buildDir, "client/enhance.js"));
    expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });
});
