import type { Request } from "express";
import { HttpError } from "./http-errors.server";

/** Whether the request says a body follows (a length above zero, or chunks). */
export const hasBody = (req: Request) => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/**
 * Reads a request's body into memory up to `limit` bytes. Past it, or when the stated length is already past it,
 * the promise rejects at once with `tooLarge()` and reading stops: the answer goes out while the sender is still
 * sending (the error handlers close the connection), where body-parser would read the rest first.
 */
export function readCappedBody(req: Request, limit: number, tooLarge: () => Error): Promise<Buffer> {
  if (Number(req.headers["content-length"] ?? 0) > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: Error) => {
      req.off("data", onData);
      req.pause();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      // A chunked body has no length to check first: it is counted as it comes and dropped past the cap.
      if (size > limit) return stop(tooLarge());
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("error", () => stop(new HttpError(400, "The request was aborted.")));
    req.once("end", () => resolve(Buffer.concat(chunks)));
  });
}
