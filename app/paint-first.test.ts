import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { paintFirst } from "./paint-first.server";

// The shape React Router 7's <Scripts> writes (trimmed): preloads in the head, the data script, the module script.
const routerScript =
  '<script nonce="n0" type="module" async="">; import * as route0 from "/assets/root.js"; import * as route1 from "/assets/admin-£.js";\n' +
  '  window.__reactRouterManifest = {"entry": {"module": "/assets/entry.client.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/staff/admin":route1};\n\nimport("/assets/entry.client.js");</script>';
const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/react.js" nonce="n0"/><link rel="modulepreload" href="/assets/admin-£.js" nonce="n0"/>' +
  '</head><body><p>Café</p><script nonce="n0">window.__reactRouterContext = {"ssr":true};</script>' +
  routerScript +
  "<p>après</p></body></html>";

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(paintFirst()));
}

/** The module script's code, run as the browser would, with a stand-in for the page's frame, DOM and imports. */
async function runModuleScript(html: string) {
  const code = /<script nonce="n0" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const events: string[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    createElement: () => ({}),
    head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
  };
  const requestAnimationFrame = (callback: () => void) => {
    events.push("frame");
    callback();
  };
  const load = async (url: string) => {
    events.push(`import ${url}`);
    return { url };
  };
  const run = new Function(
    "window",
    "document",
    "requestAnimationFrame",
    "load",
    `return (async () => { ${code.replaceAll("import(", "load(")} })();`,
  );
  await run(window, document, requestAnimationFrame, load);
  return { events, window };
}

describe("paintFirst", () => {
  it("takes the preloads out of the head and starts the route modules after the first frame, behind the same preloads", async () => {
    const out = await through([Buffer.from(page)]);
    expect(out).not.toContain("<link rel=\"modulepreload\"");
    // Everything but the module script's code is as React wrote it.
    expect(out.replace(/<script nonce="n0" type="module" async="">[\s\S]*?<\/script>/, "")).toBe(
      page.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(routerScript, ""),
    );

    const { events, window } = await runModuleScript(out);
    expect(events).toEqual([
      "frame",
      "modulepreload /assets/react.js",
      "modulepreload /assets/admin-£.js",
      "import /assets/root.js",
      "import /assets/admin-£.js",
      "import /assets/entry.client.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root.js" }, "routes/staff/admin": { url: "/assets/admin-£.js" } });
  });

  it("gives the same page wherever React's chunks cut it, even inside a character", async () => {
    const whole = await through([Buffer.from(page)]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at byte ${cut}`).toBe(whole);
    }
  });

  it("leaves a module script of another shape as it was, with its preloads in front of it", async () => {
    const other = '<script type="module">import "/@vite/client";</script>';
    const out = await through([Buffer.from('<head><link rel="modulepreload" href="/a.js?v=1&amp;x=2"/></head>' + other)]);
    expect(out).toBe('<head></head><link rel="modulepreload" href="/a.js?v=1&amp;x=2"/>' + other);
  });

  it("passes a page without preloads or module script through unchanged, byte for byte", async () => {
    const plain = "<html><body>" + '<link rel="module'.repeat(3) + "<scrip<script>1</script></body></html>";
    const bytes = Buffer.from(plain);
    expect(await through([bytes.subarray(0, 20), bytes.subarray(20)])).toBe(plain);
  });
});
