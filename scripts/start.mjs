// `npm start`: build when the sources are newer than the last build, then run the production server in this
// process (so SIGTERM reaches it directly).
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = process.env.BUILD_DIR ?? "build";
const stamp = `${buildDir}/server/main.js`;
const sources = ["app", "content", "domain", "db", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

if (!existsSync(stamp) || !existsSync(`${buildDir}/server/index.js`) || Math.max(...sources.map(newestChange)) > statSync(stamp).mtimeMs) {
  console.log("Building the site (sources changed since the last build)...");
  execSync("npm run build", { stdio: "inherit" });
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.resolve(stamp)).href);
