import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtServer } from "../../support/built-server";
import { postLarge } from "../../support/large-post";

/**
 * Page form posts are capped like the API's JSON (100 KB): a 10 MB post to /contact is answered 413 before the
 * server reads it, whether it states its length or streams it in chunks, so no post can make the server buffer it.
 */
const server = builtServer();

const TEN_MB = 10 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "message=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa&");

const residentMegabytes = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))![1]) / 1024;

const postLargeForm = (framing: "content-length" | "chunked") =>
  postLarge(server.baseUrl, { path: "/contact", contentType: "application/x-www-form-urlencoded", size: TEN_MB, framing, chunk: CHUNK });

describe("page form posts have a size cap", () => {
  it("answers a post that states 10 MB with 413 before a byte of it is sent", async () => {
    const answer = await postLargeForm("content-length");
    expect(answer.status).toBe(413);
    expect(answer.sentBeforeAnswer).toBe(0);
  });

  it("answers a chunked 10 MB post with 413 once it passes the cap, long before it is all sent, and stays small", async () => {
    const before = residentMegabytes();
    const statuses: (number | "closed")[] = [];
    for (let round = 0; round < 3; round++) {
      const answer = await postLargeForm("chunked");
      statuses.push(answer.status);
      // The kernel's socket buffers on both ends take a few MB the server never reads; the rest is never sent.
      expect(answer.sentBeforeAnswer).toBeLessThan(TEN_MB);
    }
    // Each answer is the 413, or the connection closed under a writer too quick to read it; the 413 is seen at least once.
    for (const status of statuses) expect([413, "closed"]).toContain(status);
    expect(statuses).toContain(413);
    // Three 10 MB posts buffered would add 30 MB or more.
    expect(residentMegabytes() - before).toBeLessThan(20);
  });

  it("still takes a normal post", async () => {
    const response = await fetch(`${server.baseUrl}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Normal Sender", email: "normal@example.com", message: "A perfectly ordinary message." }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    const [{ count }] = (await server.database.sql`select count(*)::int as count from contacts where email = 'normal@example.com'`) as unknown as [{ count: number }];
    expect(count).toBe(1);
  });

  it("answers a script with the same JSON shape as the API", async () => {
    const response = await fetch(`${server.baseUrl}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: `message=${"a".repeat(200 * 1024)}`,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: expect.stringMatching(/too large/), code: "too-large" });
  });
});
