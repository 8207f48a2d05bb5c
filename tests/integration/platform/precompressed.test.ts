import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";

/** Static files go out as the build compressed them, never compressed again per request (issue 11). */
const client = path.resolve(import.meta.dirname, "../../..", process.env.BUILD_DIR ?? "build", "client");
let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  ensureBuilt();
  database = await createTestDatabase();
  server = await startServerProcess({ DATABASE_URL: database.url });
}, 120_000);
afterAll(async () => {
  await server?.stop("SIGTERM");
  await database?.drop();
});

/** Raw bytes as sent (Node's fetch would decompress them). */
async function raw(pathname: string, acceptEncoding: string) {
  const { request } = await import("node:http");
  const url = new URL(pathname, server.baseUrl);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("pre-compressed static files", () => {
  it("sends the build's brotli or gzip file to a browser that takes it, and the plain file to one that does not", async () => {
    const css = readdirSync(path.join(client, "assets")).find((name) => name.endsWith(".css"))!;
    const plain = readFileSync(path.join(client, "assets", css));

    const br = await raw(`/assets/${css}`, "gzip, deflate, br");
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({ "content-encoding": "br", "content-type": "text/css; charset=utf-8", vary: expect.stringContaining("Accept-Encoding") });
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(br.body).toEqual(readFileSync(path.join(client, "assets", `${css}.br`)));
    expect(brotliDecompressSync(br.body)).toEqual(plain);

    const gz = await raw(`/assets/${css}`, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body)).toEqual(plain);

    const identity = await raw(`/assets/${css}`, "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toEqual(plain);

    const script = await raw("/enhance.js", "br");
    expect(script.headers).toMatchObject({ "content-encoding": "br", "content-type": "text/javascript; charset=utf-8" });
    expect(brotliDecompressSync(script.body)).toEqual(readFileSync(path.join(client, "enhance.js")));
  });

  it("sends a hashed file only the headers a file needs, and a page (a missing file's too) every page header", async () => {
    const script = readdirSync(path.join(client, "assets")).find((name) => name.endsWith(".js"))!;
    const documentOnly = ["content-security-policy", "x-frame-options", "cross-origin-opener-policy", "permissions-policy", "referrer-policy", "strict-transport-security"];
    for (const encoding of ["br", "identity"]) {
      const file = await raw(`/assets/${script}`, encoding);
      expect(file.status).toBe(200);
      expect(file.headers).toMatchObject({ "x-content-type-options": "nosniff", "cross-origin-resource-policy": "same-origin", "cache-control": "public, max-age=31536000, immutable" });
      expect(Object.keys(file.headers).filter((name) => documentOnly.includes(name)), encoding).toEqual([]);
      expect(file.headers["last-modified"]).toBeUndefined();
    }
    for (const pathname of ["/", "/assets/no-such-file.js"]) {
      const page = await raw(pathname, "br");
      expect(Object.keys(page.headers).filter((name) => documentOnly.includes(name)).sort(), pathname).toEqual([...documentOnly].sort());
    }
  });

  it("never serves a file outside the build folder, whatever the address", async () => {
    for (const pathname of ["/assets/../../package.json", "/assets/%2e%2e/%2e%2e/package.json", "/..%2fpackage.json"]) {
      const answer = await raw(pathname, "br");
      expect(answer.body.toString(), pathname).not.toContain('"name": "sculpted-dreams');
    }
  });
});
