import { createServer, request, type Server } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logging/logger.server";
import { createStopping, isCopyOf, SAME_REQUEST_MS } from "./shutdown.server";

describe("isCopyOf", () => {
  const first = { signal: "SIGINT", at: 10_000 };

  it("takes the same signal within SAME_REQUEST_MS for npm's forwarded copy", () => {
    expect(isCopyOf(first, "SIGINT", 10_005)).toBe(true);
    expect(isCopyOf(first, "SIGINT", 10_000 + SAME_REQUEST_MS - 1)).toBe(true);
  });

  it("takes a later one, or another signal, for a new request", () => {
    expect(isCopyOf(first, "SIGINT", 10_000 + SAME_REQUEST_MS)).toBe(false);
    expect(isCopyOf(first, "SIGTERM", 10_005)).toBe(false);
    expect(isCopyOf(undefined, "SIGINT", 10_005)).toBe(false);
  });
});

/** A real HTTP server with one request held open (its body never completes), and the stop machinery around it. */
async function serverWithRequestInFlight(now: () => number) {
  let log = "";
  const logger = createLogger("debug", new Writable({ write: (chunk, _encoding, done) => ((log += String(chunk)), done()) }));
  let exitCode: number | undefined;
  let exit!: (code: number) => void;
  const exited = new Promise<number>((resolve) => (exit = (code) => resolve((exitCode = code))));
  const stopping = createStopping({ logger, drainMs: 60_000, now, exit: (code) => exit(code) });
  const server: Server = createServer((req, res) => req.on("end", () => res.end("done")).resume());
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  stopping.serve(server);
  const closed: string[] = [];
  stopping.close("the pool", () => closed.push("pool"));
  const held = request({ port: (server.address() as AddressInfo).port, method: "POST", headers: { "content-length": "100" } });
  const ended = new Promise<string>((resolve) => {
    held.on("response", (response) => resolve(`answered ${response.statusCode}`));
    held.on("error", () => resolve("cut off"));
  });
  held.write("part of a body");
  await once(server, "request");
  return { stopping, exited, ended, closed, log: () => log, exitCode: () => exitCode };
}

describe("createStopping", () => {
  it("takes npm's forwarded copy for the same request: the request in flight is still waited for", async () => {
    let clock = 0;
    const run = await serverWithRequestInFlight(() => clock);
    run.stopping.request("SIGINT");
    clock += 20;
    run.stopping.request("SIGINT");
    await new Promise((resolve) => setImmediate(resolve));
    expect(run.exitCode()).toBeUndefined();
    expect(run.log()).toContain("Shutting down: finishing requests in flight");
    expect(run.log()).not.toContain("SIGINT again");
    // A third SIGINT, a second and a half later, is a person asking again: it cuts the request off.
    clock += 1_500;
    run.stopping.request("SIGINT");
    expect(await run.ended).toBe("cut off");
    expect(await run.exited).toBe(1);
    expect(run.closed).toEqual(["pool"]);
    expect(run.log()).toContain("SIGINT again: stopping now");
  });

  it("after a failure, stops without waiting for requests in flight and exits 1", async () => {
    const run = await serverWithRequestInFlight(() => 0);
    await run.stopping.fail();
    expect(await run.exited).toBe(1);
    expect(await run.ended).toBe("cut off");
    expect(run.closed).toEqual(["pool"]);
  });
});
