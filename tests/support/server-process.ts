import { execSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { runningEmbeddedUrl } from "~/db/embedded-postgres.server";

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const entry = path.join(buildDir, "server/main.js");

/** The production bundle, built once if a developer runs vitest without `npm test` (which builds first). */
export function ensureBuilt(): void {
  if (!existsSync(entry) || !existsSync(path.join(buildDir, "server/index.js"))) {
    execSync("npm run build", { cwd: root, stdio: "ignore" });
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal) and how long the exit took after the call. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

/** Runs the built server as `npm start` does, in its own process, and waits until it is ready. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    child,
    output: () => output,
    async stop(signal) {
      const started = Date.now();
      child.kill(signal);
      const result = await exited;
      return { ...result, ms: Date.now() - started };
    },
  };
}

/** A URL for the embedded database that a server in `dataDir` is running. */
export async function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const url = await runningEmbeddedUrl(dataDir);
  if (!url) throw new Error(`no embedded PostgreSQL running in ${dataDir}`);
  return url;
}
