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
  target: "node20",
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
  define: { "process.env.NODE_ENV": '"production"', "import.meta.env.DEV": "false", "import.meta.env.PROD": "true" },
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
