// Bundles the Express entry (our TypeScript, npm packages left external) next to React Router's server build,
// copies the migrations beside it so the bundle finds them the way the source does, and bundles the small script
// that pages without React hydration still run (mouse trail, menu keys).
import { cp } from "node:fs/promises";
import { build } from "esbuild";
import { compressFolder } from "./compress-assets.mjs";

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
await cp("db/migrations", `${out}/server/migrations`, { recursive: true });
// Last, once every client file is written (enhance.js above included).
await compressFolder(`${out}/client`);
