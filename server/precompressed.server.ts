import { readdirSync } from "node:fs";
import path from "node:path";
import type express from "express";

/**
 * Serves the .br or .gz file the build wrote next to a static file (scripts/compress-assets.mjs) to a browser that
 * takes it, so nothing is compressed per request. The list of such files is read once, at start: the build folder
 * does not change while the server runs. Everything else falls through to express.static and compression().
 */
export interface StaticOptions {
  maxAge: string;
  /**
   * Hashed names: the content never changes, so nothing to revalidate and no Last-Modified (res.sendFile takes its
   * ETag setting from the app, so the precompressed files keep theirs).
   */
  immutable?: boolean;
  /** Called just before a file is sent, as express.static's `setHeaders` is. */
  setHeaders?: (res: express.Response) => void;
}

export function precompressed(root: string, options: StaticOptions): express.RequestHandler {
  const ready = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(br|gz)$/.test(entry.name)) ready.add(path.relative(root, path.join(entry.parentPath, entry.name)));
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let relative: string;
    try {
      relative = path.normalize(decodeURIComponent(req.path)).replace(/^[/\\]+/, "");
    } catch {
      return next();
    }
    // Brotli whenever it is accepted at all (it is the smaller), whatever order the browser listed them in.
    const encoding =
      req.acceptsEncodings("br") === "br" && ready.has(`${relative}.br`) ? "br" : req.acceptsEncodings("gzip") === "gzip" && ready.has(`${relative}.gz`) ? "gzip" : undefined;
    res.vary("Accept-Encoding");
    if (!encoding) return next();
    res.type(path.extname(relative));
    options.setHeaders?.(res);
    res.sendFile(`${relative}.${encoding === "br" ? "br" : "gz"}`, {
      root,
      maxAge: options.maxAge,
      immutable: options.immutable ?? false,
      lastModified: !options.immutable,
      headers: { "Content-Encoding": encoding },
    });
  };
}
