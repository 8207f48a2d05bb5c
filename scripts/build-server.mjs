// Bundles the Express entry (our TypeScript, npm packages left external) next to React Router's server build,
// and copies the migrations beside it so the bundle finds them the way the source does.
import { cp } from "node:fs/promises";
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
await cp("db/migrations", "build/server/migrations", { recursive: true });
