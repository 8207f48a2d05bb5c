import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { once } from "node:events";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt, freePort } from "../../support/server-process";

/*
 * Stopping `npm start` the ways people and process managers do (issue 25, docs/decisions/0034). npm runs in a
 * process group of its own, as in a terminal or a container: Ctrl-C and `kill -TERM -PGID` reach npm and node at
 * once, and npm forwards its copy to node too. Whatever the way, no process of the data folder's PostgreSQL may be
 * left 10 s later. The cases are independent (a data folder and a port each), so they run side by side.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const folders: string[] = [];
const groups: number[] = [];

beforeAll(() => ensureBuilt(), 120_000);

afterAll(async () => {
  for (const group of groups) signalGroup(group, "SIGKILL");
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

interface NpmStart {
  npm: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function npmStart(dataDir: string, env: Record<string, string> = {}): Promise<NpmStart> {
  const port = await freePort();
  let output = "";
  // detached: npm leads a new process group (and session), as the foreground job of a terminal does.
  const npm = spawn("npm", ["start"], {
    cwd: root,
    detached: true,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  groups.push(npm.pid!);
  npm.stdout!.on("data", (chunk) => (output += chunk));
  npm.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
  return { npm, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function dataFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "studio-stopping-"));
  folders.push(folder);
  return folder;
}

function signalGroup(group: number, signal: NodeJS.Signals) {
  try {
    process.kill(-group, signal);
  } catch {
    // the group is already gone
  }
}

/** Polls `check` every 100 ms until it holds; false if it still does not after `ms`. */
async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function answers(url: string, status: number): Promise<boolean> {
  try {
    return (await fetch(url)).status === status;
  } catch {
    return false;
  }
}

interface ProcessInfo {
  pid: number;
  ppid: number;
  command: string;
  zombie: boolean;
  args: string;
}

function processes(): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const after = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      found.push({
        pid: Number(entry),
        ppid: Number(after[1]),
        command: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
        zombie: after[0] === "Z",
        args: readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " "),
      });
    } catch {
      // it ended while we looked
    }
  }
  return found;
}

/**
 * The live processes of the PostgreSQL on `dataDir`: its postmaster (started with `-D DATA_DIR/postgres`) and the
 * postmaster's children, plus any of `seen` still running (a child outlives its postmaster for a moment).
 */
function postgresOf(dataDir: string, seen: readonly number[] = []): number[] {
  const live = processes().filter((info) => info.command === "postgres" && !info.zombie);
  const postmasters = live.filter((info) => info.args.includes(path.join(dataDir, "postgres"))).map((info) => info.pid);
  return live.filter((info) => postmasters.includes(info.pid) || postmasters.includes(info.ppid) || seen.includes(info.pid)).map((info) => info.pid);
}

const groupAlive = (group: number) => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};

/** npm start, ready to serve, and the pids of its PostgreSQL. */
async function running(env: Record<string, string> = {}) {
  const dataDir = await dataFolder();
  // Ready, or ended: a server that exited will not become ready, so the wait ends with it.
  const readyOrEnded = async (npm: NpmStart) =>
    (await within(120_000, async () => npm.npm.exitCode !== null || (await answers(`${npm.baseUrl}/readyz`, 200)))) && npm.npm.exitCode === null;
  let started = await npmStart(dataDir, env);
  let ready = await readyOrEnded(started);
  // The port was free when chosen, but the seconds PostgreSQL takes to start leave it to anyone (a parallel test's
  // embedded PostgreSQL took one): that start proves nothing about stopping, so it starts again on another port.
  if (!ready && started.output().includes("EADDRINUSE")) {
    await started.exited;
    started = await npmStart(dataDir, env);
    ready = await readyOrEnded(started);
  }
  expect(ready, started.output()).toBe(true);
  const postgres = postgresOf(dataDir);
  expect(postgres.length, started.output()).toBeGreaterThan(1); // the postmaster and its helpers
  return { ...started, dataDir, postgres, group: started.npm.pid! };
}

/**
 * A request that stays in flight: a POST whose body never finishes arriving. Resolves once the server has read its
 * start (a request on another connection, sent after it, has been answered), with how the request ended.
 */
async function requestInFlight(baseUrl: string): Promise<{ ended: Promise<string> }> {
  const pending = request(new URL("/api/contact", baseUrl), { method: "POST", headers: { "content-type": "application/json", "content-length": "1000" } });
  const ended = new Promise<string>((resolve) => {
    pending.on("response", (response) => resolve(`answered ${response.statusCode}`));
    pending.on("error", (error) => resolve(`cut off: ${error.message}`));
  });
  await new Promise<void>((resolve) => pending.write('{"name":"Slow client",', () => resolve()));
  expect(await answers(`${baseUrl}/healthz`, 200)).toBe(true);
  return { ended };
}

describe.concurrent("stopping npm start", () => {
  it.each([
    { who: "the group (Ctrl-C)", signal: "SIGINT" as const, toGroup: true },
    { who: "the group (kill -TERM -PGID, a container runtime)", signal: "SIGTERM" as const, toGroup: true },
    { who: "npm alone (systemd, a process manager)", signal: "SIGTERM" as const, toGroup: false },
  ])("$signal to $who stops the server and leaves no PostgreSQL of its data folder", async ({ signal, toGroup }) => {
    const server = await running();
    if (toGroup) signalGroup(server.group, signal);
    else server.npm.kill(signal);

    expect(await within(10_000, () => postgresOf(server.dataDir, server.postgres).length === 0), server.output()).toBe(true);
    expect(await server.exited, server.output()).toBe(0);
    expect(groupAlive(server.group)).toBe(false);
    // The copy npm forwards is the same request: one clean stop, not a second request.
    expect(server.output()).toContain("Stopped cleanly");
    expect(server.output()).not.toContain("again");
    expect(await answers(`${server.baseUrl}/healthz`, 200)).toBe(false);
  }, 180_000);

  it("a second SIGTERM 3 s after the first cuts the drain short and still stops PostgreSQL", async () => {
    // A drain long enough that only the second request can end it within the test.
    const server = await running({ SHUTDOWN_TIMEOUT_MS: "120000" });
    const slow = await requestInFlight(server.baseUrl);
    signalGroup(server.group, "SIGTERM");
    expect(await within(5_000, () => server.output().includes("Shutting down"))).toBe(true);
    // The scenario itself is two requests 3 s apart: the time between them is the input, not a wait for a result.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(server.npm.exitCode, "still draining the request in flight").toBe(null);
    const second = Date.now();
    signalGroup(server.group, "SIGTERM");

    expect(await within(10_000, () => postgresOf(server.dataDir, server.postgres).length === 0), server.output()).toBe(true);
    await server.exited;
    expect(Date.now() - second).toBeLessThan(10_000);
    expect(groupAlive(server.group)).toBe(false);
    expect(await slow.ended).toMatch(/^cut off/);
    expect(server.output()).toContain("SIGTERM again");
  }, 180_000);

  it("a fatal error at start (its port taken) stops the PostgreSQL it had started", async () => {
    const dataDir = await dataFolder();
    const taken = createServer().listen(0, "127.0.0.1");
    await once(taken, "listening");
    try {
      const started = await npmStart(dataDir, { PORT: String((taken.address() as AddressInfo).port) });
      expect(await started.exited, started.output()).toBe(1);
      expect(started.output()).toContain("EADDRINUSE");
      expect(started.output()).toContain("Embedded PostgreSQL listening"); // it had started
      expect(postgresOf(dataDir)).toEqual([]);
    } finally {
      taken.close();
    }
  }, 180_000);

  it("after SIGKILL of node, the next npm start on the same data folder serves pages within 30 s", async () => {
    const server = await running();
    // Found by what it runs: Node 24 names its main thread "MainThread" (26 "node-MainThread"), so /proc's comm is not "node".
    const node = processes().find((info) => info.ppid === server.npm.pid && info.args.includes("scripts/start.mjs"));
    expect(node, server.output()).toBeDefined();
    process.kill(node!.pid, "SIGKILL");
    await server.exited;
    // Nothing can catch SIGKILL: its PostgreSQL is left running, detached, holding the folder.
    expect(postgresOf(server.dataDir).length).toBeGreaterThan(0);

    const restarted = Date.now();
    const again = await npmStart(server.dataDir);
    expect(await within(30_000 - (Date.now() - restarted), () => answers(`${again.baseUrl}/`, 200)), again.output()).toBe(true);
    expect(server.postgres.filter((pid) => postgresOf(server.dataDir).includes(pid))).toEqual([]);

    signalGroup(again.npm.pid!, "SIGTERM");
    expect(await within(10_000, () => postgresOf(server.dataDir).length === 0), again.output()).toBe(true);
    expect(await again.exited).toBe(0);
  }, 180_000);
});
