import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLarge } from "../../support/large-post";
import { startTestApp, type TestApp } from "../../support/test-app";

/**
 * The API's JSON is capped at 100 KB and a body past the cap is not read on: the 413 comes while the sender is
 * still sending. (body-parser read a refused body to its end first: 1 GB took 20 s before its 413.)
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const GIGABYTE = 1024 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, '{"message":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
const contacts = async () => ((await app.database.sql`select count(*)::int as n from contacts`)[0]!.n as number);

describe("API bodies past the cap", () => {
  it("answers a body that states 1 GB with 413 before a byte of it is sent", async () => {
    const answer = await postLarge(app.baseUrl, { path: "/api/contact", contentType: "application/json", size: GIGABYTE, framing: "content-length", chunk: CHUNK });
    expect(answer).toEqual({ status: 413, sentBeforeAnswer: 0 });
  });

  it("answers a streamed 1 GB body with 413 once it passes the cap, long before it is sent", async () => {
    const before = await contacts();
    const answer = await postLarge(app.baseUrl, { path: "/api/contact", contentType: "application/json", size: GIGABYTE, framing: "chunked", chunk: CHUNK });
    expect([413, "closed"]).toContain(answer.status);
    // The socket buffers on both ends hold a few MB the server never reads; the rest of the gigabyte is never sent.
    expect(answer.sentBeforeAnswer).toBeLessThan(64 * 1024 * 1024);
    expect(await contacts()).toBe(before);
  });

  it("answers a small gzip body that inflates past the cap with 413", async () => {
    const bomb = gzipSync(JSON.stringify({ name: "Zip Bomb", email: "zip@example.com", message: "a".repeat(10 * 1024 * 1024) }));
    expect(bomb.length).toBeLessThan(100 * 1024);
    const response = await fetch(`${app.baseUrl}/api/contact`, { method: "POST", headers: { "content-type": "application/json", "content-encoding": "gzip" }, body: bomb });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe("too-large");
  });

  it("still reads a normal body, plain or compressed", async () => {
    const contact = { name: "Normal Sender", email: "normal@example.com", phone: "07700 900123", message: "A perfectly ordinary message." };
    expect((await app.post("/api/contact", contact)).status).toBe(201);
    const zipped = await fetch(`${app.baseUrl}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      body: gzipSync(JSON.stringify({ ...contact, email: "zipped@example.com" })),
    });
    expect(zipped.status).toBe(201);
  });
});
