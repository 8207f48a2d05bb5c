import { Worker } from "node:worker_threads";

/**
 * scrypt runs on one thread of its own, one hash at a time, at a lower CPU priority than the server, so staff
 * signing in (or someone guessing) cannot take the CPU from the visitors' requests: on the two cores this runs on,
 * four sign-ins a second through the libuv pool (four hashes at once, each a few hundred milliseconds) cut the
 * availability API's throughput by about 80% (bench/signin.md). Sign-ins wait in a short queue instead; past it they
 * are refused as too many at once, before any hashing.
 */
const MAX_WAITING = 8;
/** Linux niceness of the hashing thread: it still gets about a tenth of a busy core, all of an idle one. */
const NICENESS = 10;

export class HashingBusyError extends Error {
  constructor() {
    super("Too many password checks at once");
  }
}

// CommonJS source for an eval'd worker: nothing to bundle or locate at run time.
const workerSource = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
try {
  // Linux gives each thread its own niceness; /proc/thread-self names this one.
  const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(tid, ${NICENESS});
} catch {}
parentPort.on("message", ({ id, password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(password, Buffer.from(salt), keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Waiting {
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
let started = 0;
/** How many hashes have been handed to the thread since start (tests check that throttling stops them). */
export const hashesStarted = () => started;
const waiting = new Map<number, Waiting>();
let nextId = 1;

function hashingThread(): Worker {
  if (worker) return worker;
  const started = new Worker(workerSource, { eval: true });
  started.unref(); // an idle hashing thread does not keep the process alive
  started.on("message", ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
    const job = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) started.unref();
    if (error !== undefined || !key) job?.reject(new Error(error ?? "no key"));
    else job?.resolve(Buffer.from(key));
  });
  started.on("error", (error) => {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
    worker = undefined;
  });
  return (worker = started);
}

/** scrypt on the hashing thread; rejects with HashingBusyError when too many are already waiting. */
export function scryptOffThread(password: string, salt: Buffer, keyLength: number, options: { N: number; r: number; p: number; maxmem: number }): Promise<Buffer> {
  if (waiting.size > MAX_WAITING) return Promise.reject(new HashingBusyError());
  const thread = hashingThread();
  const id = nextId++;
  started++;
  return new Promise<Buffer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread.ref(); // a sign-in in progress is work to finish
    thread.postMessage({ id, password, salt: new Uint8Array(salt), keyLength, options });
  });
}
