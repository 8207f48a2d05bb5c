import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const preloadStart = '<link rel="modulepreload"';
const scriptStart = "<script";
const scriptEnd = "</script>";
const routeImport = /import \* as (\w+) from "([^"]+)";/g;

/**
 * A hydrated page (the staff dashboard, /book, /checkout) arrives whole from the server, so its first paint needs
 * only the HTML and the stylesheet. React Router's `<Scripts>` nevertheless preloads every module (about 35 on
 * /admin) and imports the route modules from an async module script that can run, and evaluate them all, before the
 * browser has painted. On a slow phone that holds the paint back, and Lighthouse counts every script fetched and run
 * before the largest paint as part of it (docs/decisions/0022).
 *
 * So, as the document streams out, the preload tags are taken out and React Router's module script is rewritten to
 * start after the first frame: it then adds the same preloads (no import waterfall) and imports the route modules,
 * and the rest of its code runs unchanged. A script of a shape this does not know is left as it was, with its
 * preloads put back in front of it. `<Scripts>` has no option for any of this.
 *
 * React writes the stream in small chunks that may cut a tag (or a UTF-8 character) in two: whatever could be the
 * start of one of these tags waits for the next chunk.
 */
export function paintFirst(): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let held = "";
  let rewritten = false;

  /** Everything that can go out now, and what must wait for more of the stream. */
  function step(text: string, final: boolean): { out: string; wait: string } {
    let out = "";
    let position = 0;
    const waitFrom = (index: number) => (final ? { out: out + text.slice(index), wait: "" } : { out, wait: text.slice(index) });
    while (!rewritten) {
      const next = firstOf(text, [preloadStart, scriptStart], position);
      if (next === -1) {
        const keep = final ? 0 : Math.min(text.length - position, Math.max(prefixAtEnd(text, preloadStart), prefixAtEnd(text, scriptStart)));
        return { out: out + text.slice(position, text.length - keep), wait: text.slice(text.length - keep) };
      }
      out += text.slice(position, next);
      const openerEnd = text.indexOf(">", next);
      if (openerEnd === -1) return waitFrom(next);
      const opener = text.slice(next, openerEnd + 1);
      position = openerEnd + 1;
      if (opener.startsWith(preloadStart)) {
        const href = /\shref="([^"]+)"/.exec(opener)?.[1];
        if (href) preloads.push(href.replaceAll("&amp;", "&"));
        else out += opener;
        continue;
      }
      if (!/\stype="module"/.test(opener)) {
        out += opener;
        continue;
      }
      const close = text.indexOf(scriptEnd, openerEnd);
      if (close === -1) return waitFrom(next);
      out += afterFirstPaint(opener, text.slice(openerEnd + 1, close), preloads);
      position = close + scriptEnd.length;
      rewritten = true;
    }
    return { out: out + text.slice(position), wait: "" };
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const { out, wait } = step(held + decoder.write(chunk), false);
      held = wait;
      callback(null, out);
    },
    flush(callback) {
      const { out } = step(held + decoder.end(), true);
      // Preloads seen but never claimed by a module script: a page like that still gets them.
      callback(null, rewritten ? out : out + preloadTags(preloads));
    },
  });
}

/** React Router's module script, its route imports started after the first frame behind the page's preloads. */
function afterFirstPaint(opener: string, body: string, preloads: string[]): string {
  const imports = [...body.matchAll(routeImport)];
  if (imports.length === 0) return preloadTags(preloads) + opener + body + scriptEnd;
  const names = imports.map(([, name]) => name).join(", ");
  const modules = imports.map(([, , url]) => `import(${scriptString(url!)})`).join(", ");
  return (
    opener +
    // The frame after the next one: the server's HTML has been painted by then.
    "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));" +
    `for (const href of ${scriptString(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));` +
    `const [${names}] = await Promise.all([${modules}]);` +
    body.replace(routeImport, "") +
    scriptEnd
  );
}

const preloadTags = (hrefs: string[]) => hrefs.map((href) => `<link rel="modulepreload" href="${href.replaceAll("&", "&amp;")}"/>`).join("");

/** A value written into an inline script: JSON, with "<" escaped so no string can close the script. */
const scriptString = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

function firstOf(text: string, needles: string[], from: number): number {
  const found = needles.map((needle) => text.indexOf(needle, from)).filter((index) => index !== -1);
  return found.length ? Math.min(...found) : -1;
}

/** How many characters at the end of `text` begin `needle` without completing it. */
function prefixAtEnd(text: string, needle: string): number {
  for (let length = Math.min(needle.length - 1, text.length); length > 0; length--) {
    if (needle.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
