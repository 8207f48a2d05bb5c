import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface OwnServer {
  baseURL: string;
  /** The embedded PostgreSQL's folder, for a test that reads the database. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The production build on a database of its own, for tests that need settings the shared e2e server does not have
 * (a low throttle, Stripe, an SMTP server). `name` names its data folder; `env(baseURL)` gives its settings.
 */
export async function startOwnServer(name: string, env: (baseURL: string) => Record<string, string>): Promise<OwnServer> {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const dataDir = `${buildDir}/e2e-data-${name}`;
  await rm(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [`${buildDir}/server/main.js`], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMIT: "1000/60", ...env(baseURL) },
    stdio: "ignore",
  });
  await expect(async () => expect((await fetch(`${baseURL}/readyz`)).ok).toBe(true)).toPass({ timeout: 60_000 });
  return {
    baseURL,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * An own server whose outbox sends at once to an SMTP server of its own, to read the emails a test needs (links,
 * receipts). Its data folder is named after `name`, the project and the worker; its `stop` stops both.
 */
export async function startMailedServer(name: string, env: (baseURL: string) => Record<string, string> = () => ({})): Promise<{ server: OwnServer; smtp: TestSmtpServer }> {
  const { project, workerIndex } = test.info();
  const smtp = await startSmtpServer();
  const server = await startOwnServer(`${name}-${project.name}-${workerIndex}`, (origin) => ({ PUBLIC_URL: origin, SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: "200", ...env(origin) }));
  const stop = async () => {
    await server.stop();
    await smtp.close();
  };
  return { smtp, server: { ...server, stop } };
}
