import type { ErrorRequestHandler } from "express";
import { z } from "~/lib/zod";
import { describeValidationError, messages, type FieldErrors } from "~/lib/forms";
import type { Logger } from "./logger.server";

/** An answer other than success that a handler chooses; everything else thrown is a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { fieldErrors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

export const notFound = (message = "Not found") => new HttpError(404, message);

/** Errors that body-parser raises carry a `type`; these are the visitor's fault, not ours. */
const bodyParserAnswers: Record<string, [number, string]> = {
  "entity.too.large": [413, "The request body is too large (100 KB at most)."],
  "entity.parse.failed": [400, "The request body is not valid JSON."],
  "encoding.unsupported": [415, "Unsupported content encoding."],
  "charset.unsupported": [415, "Unsupported charset: send UTF-8 JSON."],
  "request.aborted": [400, "The request was aborted."],
  "entity.verify.failed": [400, "The request body could not be verified."],
};

/**
 * The one place where a thrown error becomes an HTTP answer for the JSON API (after cal.com's approach):
 * validation 400, chosen HttpErrors as they are, body-parser errors by type, and anything else a logged 500.
 */
export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) res.setHeader(name, value);
      res.status(error.status).json({
        message: error.message,
        ...(error.extra.fieldErrors ? { fieldErrors: error.extra.fieldErrors } : {}),
      });
      return;
    }
    if (error instanceof z.ZodError) {
      res.status(400).json(describeValidationError(error));
      return;
    }
    const type = (error as { type?: unknown } | null)?.type;
    const known = typeof type === "string" ? bodyParserAnswers[type] : undefined;
    if (known) {
      res.status(known[0]).json({ message: known[1] });
      return;
    }
    (res.locals.log ?? logger).error({ err: error }, "unhandled error in API");
    res.status(500).json({ message: messages.serverFault });
  };
}
