import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const preload = '<link rel="modulepreload"';
const lowPreload = '<link rel="modulepreload" fetchpriority="low"';

/**
 * React Router's `<Scripts>` preloads every module of a hydrated page (the staff dashboard: about 35) at High
 * priority. Every such page is rendered whole on the server, so the first paint needs only its HTML and CSS, yet on a
 * slow link those preloads share the connections with the stylesheet and hold the paint back (Lighthouse mobile put
 * /admin's first paint at 2.8 s, 0.9 s without them). Asking for them at low priority keeps them early (no import
 * waterfall when the page hydrates) without competing with what the visitor sees first. `<Scripts>` takes no option
 * for it, so the document stream is rewritten on its way out (docs/decisions/0022).
 *
 * React writes the stream in small chunks that may split a tag, so the last few characters wait for the next chunk.
 */
export function lowerModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = (held + decoder.write(chunk)).replaceAll(preload, lowPreload);
      // Whatever could still be the start of a split tag waits; everything else goes out now.
      const keep = partialTagAtEnd(text);
      held = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      callback(null, (held + decoder.end()).replaceAll(preload, lowPreload));
    },
  });
}

/** How many characters at the end of `text` are the beginning of a preload tag cut short. */
function partialTagAtEnd(text: string): number {
  for (let length = Math.min(preload.length - 1, text.length); length > 0; length--) {
    if (preload.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
