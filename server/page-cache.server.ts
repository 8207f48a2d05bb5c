import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * Keeps the HTML of pages that are the same for everyone, so a repeat visit costs a map lookup instead of a React
 * render. Only plain GETs without a query string, answered 200 with HTML and no cookie, download or private header;
 * never /admin. The CSP nonce differs per response: it is stored as a placeholder and a fresh one put back in.
 * Entries live `ttlSeconds`, so blog changes show within that time on every instance (docs/decisions/0005).
 */
export interface PageCache {
  middleware: RequestHandler;
  clear(): void;
}

interface Entry {
  body: string;
  contentType: string;
  expires: number;
}

export function createPageCache({ ttlSeconds, maxEntries = 500 }: { ttlSeconds: number; maxEntries?: number }): PageCache {
  const entries = new Map<string, Entry>();
  const placeholder = `__csp_nonce_${randomBytes(12).toString("hex")}__`;

  const middleware: RequestHandler = (req, res, next) => {
    const cacheable =
      ttlSeconds > 0 &&
      (req.method === "GET" || req.method === "HEAD") &&
      !req.originalUrl.includes("?") &&
      !req.path.endsWith(".data") &&
      !req.path.startsWith("/admin");
    if (!cacheable) return next();

    const key = `${req.protocol}://${req.get("host") ?? ""}${req.path}`;
    const nonce = res.locals.cspNonce;
    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) {
      res.setHeader("X-Page-Cache", "hit");
      res.status(200).type(cached.contentType).send(cached.body.replaceAll(placeholder, nonce));
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
      entries.delete(key);
      entries.set(key, {
        body: Buffer.concat(chunks).toString("utf8").replaceAll(nonce, placeholder),
        contentType,
        expires: Date.now() + ttlSeconds * 1000,
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    });
    next();
  };

  return { middleware, clear: () => entries.clear() };
}
