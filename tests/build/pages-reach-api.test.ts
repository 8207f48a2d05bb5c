import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Pages reach the server through their own loaders, actions and resource routes; `/api` is the contract for other
 * clients (issue 35, Build 5). This finds every string in a page's browser code (features' ui/ and admin/, app/routes)
 * that names an /api address: only a download link staff follow is allowed.
 */
const root = path.resolve(import.meta.dirname, "../..");

/** A link staff follow to download the API's CSV: a navigation, not a call from the page's script. */
const downloads = ["features/reports/admin/reports-panel.tsx"];

function browserFiles(): string[] {
  const folders = [
    ...readdirSync(path.join(root, "features"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => ["ui", "admin"].map((sub) => path.join("features", entry.name, sub))),
    "app/routes",
  ];
  return folders.flatMap((folder) => {
    try {
      return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
    } catch {
      return [];
    }
  });
}

/** A quoted or templated string that starts with /api/ (comments that name the contract are not calls). */
const callsApi = (source: string) => /["'`]\/api\//.test(source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ""));

describe("pages reach their own routes, not /api", () => {
  it("finds an /api address in a page's code, and not in a comment", () => {
    expect(callsApi('await fetch("/api/bookings/1/consultation")')).toBe(true);
    expect(callsApi("fetch(`/api/bookings/${id}`)")).toBe(true);
    expect(callsApi("/** The amount is the server's (POST /api/memberships). */\nconst a = 1;")).toBe(false);
  });

  it("no page's browser code names /api but those still listed", () => {
    const files = browserFiles();
    expect(files.length).toBeGreaterThan(100);
    const calling = files.filter((file) => callsApi(readFileSync(path.join(root, file), "utf8"))).sort();
    expect(calling).toEqual([...downloads].sort());
  });
});
