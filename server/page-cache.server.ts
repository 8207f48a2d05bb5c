import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request, RequestHandler } from "express";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Keeps the HTML of pages that are the same for everyone, so a repeat visit costs a map lookup instead of a React
 * render. Only plain GETs without a query string, answered 200 with HTML and no cookie, download or private header;
 * never the staff's or a client's own pages (/admin, /account). The CSP nonce differs per response: it is stored as a placeholder and a fresh one put back in.
 * Entries live `ttlSeconds`, so blog changes show within that time on every instance (docs/decisions/0005).
 * A page with no nonce in it (served without React) is the same for everyone, so it is also kept compressed with
 * Brotli and gzip once, and a hit costs no compression at all (the compression middleware leaves it alone).
 */
/** Pages that differ by who is signed in: never kept, whatever headers they send. */
const personalPaths = ["/admin", "/account"];

export interface PageCache {
  middleware: RequestHandler;
  clear(): void;
}

interface Entry {
  body: string;
  contentType: string;
  expires: number;
  /** Filled in shortly after the entry is stored, for pages without a nonce. */
  encoded?: { br: Buffer; gzip: Buffer };
}

export function createPageCache({
  ttlSeconds,
  maxEntries = 500,
  signedIn = () => false,
}: {
  ttlSeconds: number;
  maxEntries?: number;
  /** A request from a signed-in client: a page may carry her details (/book fills them in), so it is never kept or served from here. */
  signedIn?: (req: Request) => boolean;
}): PageCache {
  const entries = new Map<string, Entry>();
  const placeholder = `__csp_nonce_${randomBytes(12).toString("hex")}__`;

  const middleware: RequestHandler = (req, res, next) => {
    const cacheable =
      ttlSeconds > 0 &&
      (req.method === "GET" || req.method === "HEAD") &&
      !req.originalUrl.includes("?") &&
      !req.path.endsWith(".data") &&
      !personalPaths.some((prefix) => req.path.startsWith(prefix)) &&
      !signedIn(req);
    if (!cacheable) return next();

    const key = `${req.protocol}://${req.get("host") ?? ""}${req.path}`;
    const nonce = res.locals.cspNonce;
    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) {
      res.setHeader("X-Page-Cache", "hit");
      res.status(200).type(cached.contentType);
      const encoding = cached.encoded ? req.acceptsEncodings("br", "gzip") : false;
      if (cached.encoded && (encoding === "br" || encoding === "gzip")) {
        res.setHeader("Content-Encoding", encoding);
        res.vary("Accept-Encoding");
        res.send(cached.encoded[encoding]);
        return;
      }
      res.send(cached.body.replaceAll(placeholder, nonce));
      return;
    }

    res.setHeader("X-Page-Cache", "miss");
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as typeof res.end;

    res.on("finish", () => {
      const contentType = String(res.getHeader("content-type") ?? "");
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      if (
        req.method !== "GET" ||
        res.statusCode !== 200 ||
        !contentType.startsWith("text/html") ||
        res.getHeader("set-cookie") !== undefined ||
        // Only the body and type are kept, so an answer whose other headers matter (a download) is not cached.
        res.getHeader("content-disposition") !== undefined ||
        /private|no-store/.test(cacheControl)
      ) {
        return;
      }
      const html = Buffer.concat(chunks).toString("utf8");
      const entry: Entry = { body: html.replaceAll(nonce, placeholder), contentType, expires: Date.now() + ttlSeconds * 1000 };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      if (!html.includes(nonce)) void compressOnce(entry, html);
    });
    next();
  };

  return { middleware, clear: () => entries.clear() };
}

async function compressOnce(entry: Entry, html: string) {
  try {
    const [br, gz] = await Promise.all([
      brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      gzipAsync(html, { level: 9 }),
    ]);
    entry.encoded = { br, gzip: gz };
  } catch {
    // Not compressed ahead of time: hits are then compressed per request, as before.
  }
}
