import { readdirSync } from "node:fs";
import path from "node:path";
import type express from "express";

/**
 * Serves the .br or .gz file the build wrote next to a static file (scripts/compress-assets.mjs) to a browser that
 * takes it, so nothing is compressed per request. The list of such files is read once, at start: the build folder
 * does not change while the server runs. Everything else falls through to express.static and compression().
 */
export function precompressed(root: string, options: { maxAge: string; immutable?: boolean }): express.RequestHandler {
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
    res.sendFile(`${relative}.${encoding === "br" ? "br" : "gz"}`, {
      root,
      maxAge: options.maxAge,
      immutable: options.immutable ?? false,
      headers: { "Content-Encoding": encoding },
    });
  };
}
