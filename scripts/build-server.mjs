// Bundles the Express entry (our TypeScript, npm packages left external) next to React Router's server build,
// copies the migrations beside it so the bundle finds them the way the source does, and bundles the small script
// that pages without React hydration still run (mouse trail, menu keys).
import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { compressFolder } from "./compress-assets.mjs";

// BUILD_DIR is a folder inside the project (side-by-side builds for parallel test runs): the bundle leaves npm
// packages external, so it must sit where node_modules can be found.
const out = process.env.BUILD_DIR ?? "build";
const common = { bundle: true, target: "es2022", logLevel: "warning" };

await build({
  ...common,
  entryPoints: ["server/main.ts"],
  outfile: `${out}/server/main.js`,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
});
await build({
  ...common,
  entryPoints: ["app/enhance/standalone.ts"],
  outfile: `${out}/client/enhance.js`,
  platform: "browser",
  format: "esm",
  minify: true,
});
/**
 * How the islands' bundler reads our modules (decision 0066): without side effects on import, and past a feature's
 * index. esbuild puts every module a barrel passes on into the chunk of whoever imports the barrel, so the
 * dashboard's first load took all of Zod, its locales included, through features/booking's index for one status
 * check. So an import from `~/features/NAME` is read as imports from the modules that index names (the same
 * bindings; a name the index does not pass on by name or `export *` stays an import from the index). lib/zod.ts
 * keeps its side effect: importing it is what sets Zod's CSP-safe mode.
 */
const keepsSideEffects = /[\\/]lib[\\/]zod\.ts$|\.css$/;
const featureImport = /import\s*\{([^}]*)\}\s*from\s*"~\/features\/([a-z-]+)";/g;
async function exportsOf(file) {
  const read = await build({ entryPoints: [file], bundle: false, write: false, metafile: true, format: "esm", logLevel: "silent", outdir: "/" });
  return Object.values(read.metafile.outputs)[0].exports.filter((name) => name !== "default");
}
const barrels = new Map();
/** Each name a feature's index passes on: the module it comes from, and its name there. */
function barrelOf(feature, resolveFrom) {
  if (!barrels.has(feature)) {
    barrels.set(
      feature,
      (async () => {
        const index = path.resolve("features", feature, "index.ts");
        const source = await readFile(index, "utf8");
        const names = new Map();
        const target = async (relative) => (await resolveFrom(relative, path.dirname(index))).path;
        for (const [, list, from] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)";/g)) {
          const file = await target(from);
          for (const entry of list.split(",").map((part) => part.trim()).filter((part) => part && !part.startsWith("type "))) {
            const [original, as = original] = entry.split(/\s+as\s+/);
            names.set(as, { file, original });
          }
        }
        for (const [, from] of source.matchAll(/export \* from "(\.[^"]+)";/g)) {
          const file = await target(from);
          for (const name of await exportsOf(file)) if (!names.has(name)) names.set(name, { file, original: name });
        }
        return names;
      })(),
    );
  }
  return barrels.get(feature);
}
/**
 * lucide-react's index also passes every icon on as one namespace (`icons`), so every island that imports an icon
 * reached all of them, and esbuild put each icon any island draws (the dashboard's forty) in the chunk /book loads
 * beside React. An island's `import { Icon } from "lucide-react"` is read as imports of the icons' own modules.
 */
const lucideImport = /import\s*\{([^}]*)\}\s*from\s*"lucide-react";/g;
let lucideIcons;
function lucideIconFiles() {
  lucideIcons ??= (async () => {
    const index = path.resolve("node_modules/lucide-react/dist/esm/lucide-react.mjs");
    const source = await readFile(index, "utf8");
    const files = new Map();
    for (const [, list, from] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)';/g)) {
      for (const entry of list.split(",")) {
        const [, name] = entry.trim().split(/\s+as\s+/);
        if (name) files.set(name, path.resolve(path.dirname(index), from));
      }
    }
    return files;
  })();
  return lucideIcons;
}
async function iconImports(list) {
  const files = await lucideIconFiles();
  const kept = [];
  const imports = [];
  for (const entry of list.split(",").map((part) => part.trim()).filter(Boolean)) {
    const [name, local = name] = entry.split(/\s+as\s+/);
    const file = entry.startsWith("type ") ? undefined : files.get(name);
    if (file) imports.push(`import ${local} from ${JSON.stringify(file)};`);
    else kept.push(entry);
  }
  if (kept.length > 0) imports.push(`import { ${kept.join(", ")} } from "lucide-react";`);
  return imports.join(" ");
}
const islandModules = {
  name: "island-modules",
  setup(builder) {
    const resolveFrom = (request, resolveDir) => builder.resolve(request, { kind: "import-statement", resolveDir, pluginData: "resolved" });
    builder.onResolve({ filter: /^(~\/|\.\.?\/)/ }, async (args) => {
      if (args.pluginData === "resolved") return undefined;
      const found = await builder.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: "resolved" });
      if (found.errors.length > 0 || found.path.includes(`${path.sep}node_modules${path.sep}`) || keepsSideEffects.test(found.path)) return undefined;
      return { path: found.path, sideEffects: false };
    });
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, "utf8");
      const replacements = await Promise.all(
        [...source.matchAll(featureImport)].map(async ([statement, list, feature]) => {
          const names = await barrelOf(feature, resolveFrom);
          const byFile = new Map();
          const kept = [];
          for (const entry of list.split(",").map((part) => part.trim()).filter((part) => part && !part.startsWith("type "))) {
            const [name, local = name] = entry.split(/\s+as\s+/);
            const found = names.get(name);
            if (!found) kept.push(entry);
            else byFile.set(found.file, [...(byFile.get(found.file) ?? []), `${found.original} as ${local}`]);
          }
          const imports = [...byFile].map(([file, bindings]) => `import { ${bindings.join(", ")} } from ${JSON.stringify(file)};`);
          if (kept.length > 0) imports.push(`import { ${kept.join(", ")} } from "~/features/${feature}";`);
          return [statement, imports.join(" ")];
        }),
      );
      for (const [statement, list] of source.matchAll(lucideImport)) replacements.push([statement, await iconImports(list)]);
      let contents = source;
      for (const [statement, imports] of replacements) contents = contents.replace(statement, imports);
      return { contents, loader: args.path.endsWith("x") ? "tsx" : "ts", resolveDir: path.dirname(args.path) };
    });
  },
};
// The islands (ui/island.tsx): React and one component each, sharing React's chunk; hashed names, so they
// are kept a year like Vite's assets, and the server reads which file is which from islands.json.
const islandEntries = JSON.parse(await readFile("app/island-entries.json", "utf8"));
const islands = await build({
  ...common,
  entryPoints: islandEntries,
  outdir: `${out}/client/assets/islands`,
  entryNames: "[name]-[hash]",
  chunkNames: "chunk-[hash]",
  splitting: true,
  platform: "browser",
  format: "esm",
  minify: true,
  jsx: "automatic",
  metafile: true,
  plugins: [islandModules],
  define: { "process.env.NODE_ENV": '"production"', "import.meta.env.DEV": "false", "import.meta.env.PROD": "true", "import.meta.env.SSR": "false" },
});
const islandScripts = Object.fromEntries(
  Object.entries(islandEntries).map(([name, source]) => {
    const [file] = Object.entries(islands.metafile.outputs).find(([, output]) => output.entryPoint === source);
    // esbuild names outputs relative to the working folder, however BUILD_DIR is written.
    return [name, `/${path.relative(path.resolve(out, "client"), path.resolve(file)).split(path.sep).join("/")}`];
  }),
);
await writeFile(`${out}/server/islands.json`, JSON.stringify(islandScripts, null, 2) + "\n");
await cp("db/migrations", `${out}/server/migrations`, { recursive: true });
// Last, once every client file is written (enhance.js above included).
await compressFolder(`${out}/client`);
