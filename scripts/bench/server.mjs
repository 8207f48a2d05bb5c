// Starts the production build on a throwaway embedded database for a benchmark, and stops it with SIGTERM.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startBenchServer(env = {}) {
  if (!existsSync(`${buildDir}/server/main.js`)) throw new Error("Run `npm run build` first.");
  const dataDir = await mkdtemp(path.join(tmpdir(), "studio-bench-"));
  const port = await freePort();
  const child = spawn(process.execPath, [`${buildDir}/server/main.js`], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error("bench server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    buildDir,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every public page, read from the site's own sitemap (one list of routes), as paths. */
export async function publicPaths(baseUrl) {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return paths.length > 0 ? paths : ["/"];
}
