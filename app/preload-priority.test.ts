import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerModulePreloads } from "./preload-priority.server";

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/react.js"/><link rel="modulepreload" href="/assets/admin-£.js"/>' +
  "</head><body><p>Café</p></body></html>";

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowerModulePreloads()));
}

describe("lowerModulePreloads", () => {
  it("asks for every module preload at low priority and leaves the rest of the page as it was", async () => {
    const out = await through([Buffer.from(page)]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(page);
  });

  it("finds a tag that React's chunks cut anywhere, even inside a character", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(out, `cut at byte ${cut}`).toBe(page.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"'));
    }
  });

  it("passes a page without preloads through unchanged, byte for byte", async () => {
    const plain = "<html><body>" + "<link rel=\"module".repeat(3) + "</body></html>";
    const bytes = Buffer.from(plain);
    expect(await through([bytes.subarray(0, 20), bytes.subarray(20)])).toBe(plain);
  });
});
