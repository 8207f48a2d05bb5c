import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

/**
 * No import cycles (docs/decisions/0047). ESLint's import-x/no-cycle reports value imports as the code is written;
 * it skips `import type` by design, so this walks the same sources with TypeScript's own resolver, type imports
 * included, and finds every strongly connected group. A probe proves each of the two would fail.
 */
const root = path.resolve(import.meta.dirname, "../..");
const sourceFolders = ["app", "content", "db", "features", "lib", "server", "ui"];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const config = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config, ts.sys, root);
const cache = ts.createModuleResolutionCache(root, (name) => name, config.options);

/** Each file's imports that resolve to one of `files` (`import type`, `export … from` and `import()` included). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles
        .map(({ fileName }) => ts.resolveModuleName(fileName, file, config.options, ts.sys, cache).resolvedModule?.resolvedFileName)
        .filter((target): target is string => target !== undefined && known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The groups of files that reach each other (Tarjan's strongly connected components), as paths from the root. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(path.relative(root, member));
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/**
 * The graph one level up: each file stands for its unit (its feature, say), and a unit imports another when any of
 * its files does (issue 35: features import one way). Files without a unit are left out.
 */
function collapse(graph: Map<string, string[]>, unitOf: (file: string) => string | undefined): Map<string, string[]> {
  const units = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = unitOf(file);
    if (from === undefined) continue;
    const reached = units.get(from) ?? new Set<string>();
    units.set(from, reached);
    for (const target of targets) {
      const to = unitOf(target);
      if (to !== undefined && to !== from) reached.add(to);
    }
  }
  return new Map([...units].map(([unit, reached]) => [unit, [...reached]]));
}

/** features/<name>/… → the feature's folder (absolute, so cycles() names it "features/<name>"). */
const featureOf = (file: string) => /^features\/[^/]+/.exec(path.relative(root, file))?.[0] && path.join(root, /^features\/[^/]+/.exec(path.relative(root, file))![0]);

/**
 * One level down: within features/<name>, each sub-folder is a unit and each file at the feature's root its own
 * (booking's: rules at the bottom, then diary, lifecycle, changes, payments and offers, then pages and ui).
 */
const subFolderOf = (feature: string) => (file: string) => {
  const [first] = path.relative(feature, file).split(path.sep);
  return first === undefined || first.startsWith("..") ? undefined : path.join(feature, first);
};

const probeFolder = mkdtempSync(path.join(root, "lib", ".cycle-probe-"));
afterAll(() => rmSync(probeFolder, { recursive: true, force: true }));

function writeProbe(name: string, files: Record<string, string>): string[] {
  const folder = path.join(probeFolder, name);
  mkdirSync(folder);
  return Object.entries(files).map(([file, code]) => {
    writeFileSync(path.join(folder, file), code);
    return path.join(folder, file);
  });
}

describe("import cycles", { timeout: 60_000 }, () => {
  it("lint reports a cycle between two files", async () => {
    const [first] = writeProbe("values", {
      "first.ts": `import { second } from "./second";\nexport const first = () => second;\n`,
      "second.ts": `import { first } from "~/lib/${path.basename(probeFolder)}/values/first";\nexport const second = () => first;\n`,
    });
    const [result] = await new ESLint({ cwd: root }).lintFiles([first!]);
    expect(result!.messages.filter((message) => message.ruleId === "import-x/no-cycle")).toHaveLength(1);
  });

  it("the import graph finds a cycle of type imports", () => {
    const files = writeProbe("types", {
      "first.ts": `import type { Second } from "./second";\nexport interface First { second?: Second }\n`,
      "second.ts": `export type { First as Second } from "./first";\n`,
    });
    expect(cycles(importGraph(files))).toEqual([files.map((file) => path.relative(root, file)).sort()]);
  });

  it("the features' graph finds two units that import each other", () => {
    const [first, second] = writeProbe("units", {
      "first.ts": `import { second } from "./second";\nexport const first = () => second;\n`,
      "second.ts": `import { first } from "./first";\nexport const second = () => first;\n`,
    });
    const units = collapse(importGraph([first!, second!]), (file) => path.join(root, "features", path.basename(file, ".ts")));
    expect(cycles(units)).toEqual([["features/first", "features/second"]]);
  });

  it("finds no cycle between features: each imports another one way only", () => {
    const files = sourceFolders.flatMap((folder) => sourceFiles(path.join(root, folder))).filter((file) => !file.startsWith(probeFolder));
    // A feature's tests may import what they check from anywhere; its code may not.
    const features = collapse(importGraph(files.filter((file) => !/\.test\.tsx?$/.test(file))), featureOf);
    expect(features.size).toBeGreaterThan(15);
    expect(cycles(features)).toEqual([]);
  });

  it("the sub-folders' graph finds two folders of one feature that import each other", () => {
    const files = writeProbe("folders", {});
    const feature = path.join(probeFolder, "folders", "studio");
    for (const folder of ["diary", "pages"]) mkdirSync(path.join(feature, folder), { recursive: true });
    const pages = path.join(feature, "pages", "page.ts");
    const diary = path.join(feature, "diary", "diary.ts");
    const names = path.join(feature, "names.ts");
    writeFileSync(pages, `import { diary } from "../diary/diary";\nexport const page = () => diary;\n`);
    writeFileSync(diary, `import { names } from "../names";\nexport const diary = () => names;\n`);
    writeFileSync(names, `export const names = ["Nia"];\n`);
    const unitOf = subFolderOf(feature);
    expect(cycles(collapse(importGraph([...files, pages, diary, names]), unitOf))).toEqual([]);
    // The diary reaching up to a page closes the loop.
    writeFileSync(diary, `import { names } from "../names";\nimport type { page } from "../pages/page";\nexport const diary = (_: typeof page) => names;\n`);
    const relative = (folder: string) => path.relative(root, folder);
    expect(cycles(collapse(importGraph([pages, diary, names]), unitOf))).toEqual([[path.join(feature, "diary"), path.join(feature, "pages")].map(relative)]);
  });

  it("finds no cycle between the sub-folders of any feature", () => {
    const files = sourceFiles(path.join(root, "features")).filter((file) => !/\.test\.tsx?$/.test(file));
    const graph = importGraph(files);
    const features = readdirSync(path.join(root, "features"), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(features.length).toBeGreaterThan(15);
    for (const feature of features) {
      const within = [...graph.keys()].filter((file) => file.startsWith(path.join(root, "features", feature.name) + path.sep));
      const local = new Map(within.map((file) => [file, graph.get(file)!.filter((target) => within.includes(target))]));
      expect({ feature: feature.name, cycles: cycles(collapse(local, subFolderOf(path.join(root, "features", feature.name)))) }).toEqual({ feature: feature.name, cycles: [] });
    }
  });

  it("finds none in the source, type imports included", () => {
    const files = sourceFolders.flatMap((folder) => sourceFiles(path.join(root, folder))).filter((file) => !file.startsWith(probeFolder));
    const graph = importGraph(files);
    expect(graph.size).toBeGreaterThan(500);
    expect(cycles(graph)).toEqual([]);
  });
});
