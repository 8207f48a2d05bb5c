import { once } from "node:events";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.server";
import { createPageCache } from "./page-cache.server";

let renders = 0;
let baseUrl = "";
let close: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use(securityHeaders({ production: true }));
  app.use(createPageCache({ ttlSeconds: 60 }).middleware);
  app.get("/page", (_req, res) => {
    renders++;
    res.type("html");
    res.write(`<script nonce="${res.locals.cspNonce}">1</script>`);
    res.end(`<p>render ${renders}</p>`);
  });
  app.get("/plain", (_req, res) => {
    renders++;
    res.type("html").send(`<h1>Our treatments</h1>${"<p>A little fairy dust.</p>".repeat(200)}`);
  });
  app.get("/signed-in", (_req, res) => {
    renders++;
    res.cookie("session", "x").type("html").send("<p>Hello</p>");
  });
  app.get("/private", (_req, res) => {
    renders++;
    res.set("Cache-Control", "private, no-store").type("html").send(`<p>${renders}</p>`);
  });
  app.get("/download", (_req, res) => {
    renders++;
    res.type("html").attachment("guide.html").send("<p>guide</p>");
  });
  app.get("/missing", (_req, res) => {
    renders++;
    res.status(404).type("html").send("<p>missing</p>");
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

const get = (path: string, encoding: string) => fetch(baseUrl + path, { headers: { "Accept-Encoding": encoding } });

/**
 * The compressed copies are made just after the first answer is stored: wait for a hit that carries one. Such a
 * hit has a length; the compression middleware, compressing as it streams, would send none.
 */
async function firstPrecompressedHit(path: string, encoding: string): Promise<Response> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await get(path, encoding);
    if (response.headers.get("x-page-cache") === "hit" && response.headers.get("content-encoding") === encoding && response.headers.has("content-length")) {
      return response;
    }
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no precompressed ${encoding} answer for ${path}`);
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy")!)![1];

describe("page cache", () => {
  it("renders once, then serves the same page with this response's own nonce", async () => {
    const before = renders;
    const first = await fetch(`${baseUrl}/page`);
    const firstBody = await first.text();
    const second = await fetch(`${baseUrl}/page`);
    const secondBody = await second.text();
    expect(renders - before).toBe(1);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(firstBody).toContain(`nonce="${nonceOf(first)}"`);
    expect(secondBody).toContain(`nonce="${nonceOf(second)}"`);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(secondBody.replace(nonceOf(second)!, "")).toBe(firstBody.replace(nonceOf(first)!, ""));
  });

  it("keeps a page without a nonce compressed, and answers in Brotli or gzip as the browser asks", async () => {
    const original = await (await get("/plain", "identity")).text();
    const br = await firstPrecompressedHit("/plain", "br");
    expect(await br.text()).toBe(original);
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/i);
    const gzip = await get("/plain", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(original);
    const identity = await get("/plain", "identity");
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(await identity.text()).toBe(original);
  });

  it("never caches an answer that sets a cookie", async () => {
    const before = renders;
    await fetch(`${baseUrl}/signed-in`);
    await fetch(`${baseUrl}/signed-in`);
    expect(renders - before).toBe(2);
  });

  it("never caches a download, whose Content-Disposition would be lost", async () => {
    const before = renders;
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${baseUrl}/download`);
      expect(response.headers.get("content-disposition")).toMatch(/attachment/);
    }
    expect(renders - before).toBe(2);
  });

  it("never caches a query string, a private answer or an error page", async () => {
    const before = renders;
    await fetch(`${baseUrl}/page?x=1`);
    await fetch(`${baseUrl}/page?x=1`);
    await fetch(`${baseUrl}/private`);
    await fetch(`${baseUrl}/private`);
    await fetch(`${baseUrl}/missing`);
    await fetch(`${baseUrl}/missing`);
    expect(renders - before).toBe(6);
  });
});
