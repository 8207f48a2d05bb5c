import { promisify } from "node:util";
import { brotliDecompress, gunzip, inflate } from "node:zlib";
import type { RequestHandler } from "express";
import { BODY_LIMIT_BYTES, HttpError } from "../http-errors.server";
import { hasBody, readCappedBody } from "../capped-body.server";

/**
 * The API's JSON body, read as body-parser's `json()` would (gzip, deflate or br; UTF-8; an object or an array)
 * but stopping at the cap: past BODY_LIMIT_BYTES, sent or once inflated, the answer is 413 at once and the rest is
 * never read (body-parser reads a refused body to its end before answering, so 1 GB took 20 s).
 */
const inflaters: Record<string, (body: Buffer, options: { maxOutputLength: number }) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  "x-gzip": promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

const tooLarge = () => new HttpError(413, `The request body is too large (${BODY_LIMIT_BYTES / 1024} KB at most).`, { code: "too-large" });

async function decoded(body: Buffer, encoding: string): Promise<Buffer> {
  if (encoding === "identity") return body;
  const inflater = inflaters[encoding];
  if (!inflater) throw new HttpError(415, "Unsupported content encoding.", { code: "unsupported-encoding" });
  try {
    return await inflater(body, { maxOutputLength: BODY_LIMIT_BYTES });
  } catch (error) {
    if ((error as { code?: unknown }).code === "ERR_BUFFER_TOO_LARGE") throw tooLarge();
    throw new HttpError(400, "The request body is not valid for its Content-Encoding.");
  }
}

export const readJsonBody: RequestHandler = async (req, _res, next) => {
  if (!hasBody(req)) return next();
  const charset = /;\s*charset\s*=\s*"?([\w-]+)"?/i.exec(req.headers["content-type"] ?? "")?.[1]?.toLowerCase();
  if (charset && charset !== "utf-8" && charset !== "utf8") throw new HttpError(415, "Unsupported charset: send UTF-8 JSON.", { code: "unsupported-media-type" });
  const encoding = (req.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (encoding !== "identity" && !inflaters[encoding]) throw new HttpError(415, "Unsupported content encoding.", { code: "unsupported-encoding" });
  const text = (await decoded(await readCappedBody(req, BODY_LIMIT_BYTES, tooLarge), encoding)).toString("utf8");
  if (text.trim() === "") return next();
  // As body-parser's strict mode: a body is an object or an array.
  if (!/^[\s]*[[{]/.test(text)) throw new HttpError(400, "The request body is not valid JSON.");
  try {
    req.body = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  next();
};
