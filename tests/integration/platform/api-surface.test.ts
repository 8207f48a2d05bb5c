import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedArticles } from "~/content/articles";
import { startTestApp, type TestApp } from "../../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("blog API", () => {
  it("lists the seeded articles, newest first", async () => {
    const response = await fetch(`${app.baseUrl}/api/blog`);
    expect(response.status).toBe(200);
    const posts = (await response.json()) as { slug: string; published: string; tags: string[] }[];
    const expected = [...seedArticles].sort((a, b) => b.published.localeCompare(a.published)).map((a) => a.slug);
    expect(posts.map((post) => post.slug)).toEqual(expected);
    expect(posts[0]!.tags.length).toBeGreaterThan(0);
  });

  it("leaves out a post whose publication date is still to come", async () => {
    await app.database.sql`
      insert into blog_posts (title, slug, excerpt, content, author, read_time, image, published)
      values ('Soon', 'coming-soon-post', 'x', 'x', 'x', '1 min read', '/x.svg', now() + interval '1 day')`;
    const posts = (await (await fetch(`${app.baseUrl}/api/blog`)).json()) as { slug: string }[];
    expect(posts.map((post) => post.slug)).not.toContain("coming-soon-post");
    expect((await fetch(`${app.baseUrl}/api/blog/coming-soon-post`)).status).toBe(404);
  });

  it("gives one post by slug, and 404 JSON for an unknown slug", async () => {
    const found = await fetch(`${app.baseUrl}/api/blog/brow-lamination-guide`);
    expect(found.status).toBe(200);
    const post = (await found.json()) as { title: string; content: string };
    expect(post.content).toContain("##");
    const missing = await fetch(`${app.baseUrl}/api/blog/no-such-post`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Blog post not found", code: "not-found" });
  });
});

describe("the rest of the API surface", () => {
  it("answers an unknown API path with 404 JSON, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await fetch(`${app.baseUrl}/api/nothing/here`, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ message: "No such API endpoint", code: "not-found" });
    }
  });

  it.each([
    ["GET", "/api/bookings"],
    ["GET", "/api/contacts"],
    ["GET", "/api/waitlist"],
    ["PATCH", "/api/bookings/1b1f5e0e-0000-4000-8000-000000000000/status"],
    ["POST", "/api/bookings/1b1f5e0e-0000-4000-8000-000000000000/cancel"],
    ["POST", "/api/bookings/1b1f5e0e-0000-4000-8000-000000000000/refund"],
    ["POST", "/api/bookings/1b1f5e0e-0000-4000-8000-000000000000/reschedule"],
  ])("keeps %s %s behind staff sign-in (401)", async (method, path) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: method === "GET" ? undefined : JSON.stringify({ status: "confirmed" }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/sign in as staff/i);
  });

  it("reports liveness and readiness", async () => {
    expect(await (await fetch(`${app.baseUrl}/healthz`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${app.baseUrl}/readyz`)).json()).toEqual({ status: "ready" });
  });

  it("sends strict security headers and a request id", async () => {
    const response = await fetch(`${app.baseUrl}/api/blog`);
    const csp = response.headers.get("content-security-policy-report-only") ?? response.headers.get("content-security-policy");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("sends HSTS and an enforced policy in production", async () => {
    const production = await startTestApp({ NODE_ENV: "production" }, app.database);
    try {
      const response = await fetch(`${production.baseUrl}/healthz`);
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    } finally {
      await production.close();
    }
  });
});
