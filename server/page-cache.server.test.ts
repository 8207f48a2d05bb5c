import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.server";
import { createPageCache } from "./page-cache.server";

let renders = 0;
let baseUrl = "";
let close: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ production: true }));
  app.use(createPageCache({ ttlSeconds: 60 }).middleware);
  app.get("/page", (_req, res) => {
    renders++;
    res.type("html");
    res.write(`<script nonce="${res.locals.cspNonce}">1</script>`);
    res.end(`<p>render ${renders}</p>`);
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
