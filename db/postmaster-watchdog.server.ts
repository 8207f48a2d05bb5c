import { readFileSync } from "node:fs";

/**
 * Alive, not a zombie and still PostgreSQL: a killed postmaster whose parent (pg_ctl, long gone) was replaced by an
 * init that does not reap would still answer `kill(pid, 0)`, and a dead one's pid may be reused.
 */
export function postmasterRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const command = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    return command === "postgres" && stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT" || process.platform === "linux") return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function postmasterPid(pidFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks a few times a second that the embedded PostgreSQL still runs and starts it again when it does not
 * (docs/decisions/0016). A start that fails (the dead server's backends still hold its shared memory for a moment)
 * is tried again on a later check.
 */
export function watchPostmaster(options: {
  pidFile: string;
  restart: () => Promise<unknown>;
  log: (message: string) => void;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  let restarting: Promise<void> | undefined;
  let failures = 0;
  let skip = 0;
  const check = () => {
    if (restarting) return;
    if (skip > 0) {
      skip--;
      return;
    }
    const pid = postmasterPid(options.pidFile);
    if (pid !== undefined && postmasterRunning(pid)) return;
    if (failures === 0) options.log("The embedded PostgreSQL stopped unexpectedly: starting it again");
    restarting = options
      .restart()
      .then(() => {
        options.log("The embedded PostgreSQL runs again");
        failures = 0;
      })
      .catch((error: unknown) => {
        failures++;
        // Back off to about every five seconds while it keeps failing, logging now and then, not on every try.
        skip = Math.min(failures, 25);
        if (failures === 1 || failures % 10 === 0) options.log(`Starting the embedded PostgreSQL again failed (${String(error)}); retrying`);
      })
      .finally(() => (restarting = undefined));
  };
  const timer = setInterval(check, options.intervalMs ?? 200);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await restarting;
    },
  };
}
