import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface PostgresIds {
  uid: number;
  gid: number;
}

/**
 * A start-up problem the operator must fix; the server prints its message alone (no stack), as it does for a bad
 * environment, because it says what to do.
 */
export class EmbeddedPostgresSetupError extends Error {}

/** PostgreSQL refuses to run as root, so as root the server runs as a `postgres` system user. */
export async function postgresUserIfRoot(): Promise<PostgresIds | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => ({
    uid: Number((await run("id", ["-u", "postgres"])).stdout.trim()),
    gid: Number((await run("id", ["-g", "postgres"])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    await run("useradd", ["--system", "--user-group", "--no-create-home", "postgres"]);
    return lookup();
  }
}

/** Whether the `postgres` user can enter (and, for a folder it must write in, write) the path. */
async function reachable(ids: PostgresIds, target: string, mode: "-x" | "-w"): Promise<boolean> {
  try {
    await run("test", [mode, target], { ...ids });
    return true;
  } catch {
    return false;
  }
}

/**
 * As root, `initdb` and `postgres` run as the `postgres` user, which must reach the binaries in node_modules and
 * the data folder. Inside a folder only root may enter (a clone under /root, any `chmod 700` folder) it cannot,
 * and the failure would be a bare `spawn .../initdb EACCES`: say what is wrong and what to do instead.
 */
export async function checkPostgresUserCanReach(ids: PostgresIds, paths: { binary: string; dataRoot: string }): Promise<void> {
  const blocked: string[] = [];
  if (!(await reachable(ids, paths.binary, "-x"))) blocked.push(`the PostgreSQL programs (${path.dirname(paths.binary)})`);
  // The data folder itself is handed to the postgres user when the database is created; the folders above it are not.
  if (!(await reachable(ids, path.dirname(paths.dataRoot), "-x"))) blocked.push(`the data folder (${paths.dataRoot})`);
  if (blocked.length === 0) return;
  throw new EmbeddedPostgresSetupError(
    [
      "The embedded PostgreSQL cannot start.",
      `You are running as root, so PostgreSQL (which refuses to run as root) runs as the "postgres" user, and that user cannot reach ${blocked.join(" or ")}: a folder above it is closed to other users (for example /root, or a folder with chmod 700).`,
      "Do one of these, then run npm start again:",
      "  - run npm start as an ordinary user instead of root;",
      "  - or move the project to a folder other users can enter, e.g. /srv/studio or /opt/studio (and set DATA_DIR to a folder there, if you set it);",
      "  - or set DATABASE_URL to a PostgreSQL server of your own.",
    ].join("\n"),
  );
}
