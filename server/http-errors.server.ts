import type { ErrorRequestHandler } from "express";
import { z } from "~/lib/zod";
import { describeValidationError, messages, type FieldErrors } from "~/lib/forms";
import { apiRefusal, type Refusal } from "~/lib/use-case";
import type { Logger } from "./logging/logger.server";

/**
 * The machine-readable reason beside every error's sentence: clients and pages branch on this, never on the words.
 * Routes may name a more precise code of their own (e.g. a booking conflict); these are the defaults per status.
 */
export type ErrorCode =
  | "invalid-request"
  | "unauthorized"
  | "payment-declined"
  | "forbidden"
  | "not-found"
  | "method-not-allowed"
  | "conflict"
  | "too-large"
  | "unsupported-media-type"
  | "unsupported-encoding"
  | "throttled"
  | "unavailable"
  | "server-fault"
  | (string & {});

const codeByStatus: Record<number, ErrorCode> = {
  400: "invalid-request",
  401: "unauthorized",
  402: "payment-declined",
  403: "forbidden",
  404: "not-found",
  405: "method-not-allowed",
  409: "conflict",
  413: "too-large",
  415: "unsupported-media-type",
  429: "throttled",
  503: "unavailable",
};
export const codeForStatus = (status: number): ErrorCode => codeByStatus[status] ?? (status >= 500 ? "server-fault" : "invalid-request");

/** An answer other than success that a handler chooses; everything else thrown is classified below or is a 500. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { fieldErrors?: FieldErrors; headers?: Record<string, string>; code?: ErrorCode; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.code = extra.code ?? codeForStatus(status);
  }
}

export const notFound = (message = "Not found") => new HttpError(404, message);

/** A use case's refusal as the API answers it (lib/use-case.ts holds the table). */
export function refusalError(refusal: Refusal): HttpError {
  const { status, body, headers } = apiRefusal(refusal);
  return new HttpError(status, body.message, { code: body.code, headers, ...(body.fieldErrors ? { fieldErrors: body.fieldErrors } : {}), ...(refusal.details ? { details: refusal.details } : {}) });
}

/** What the client is told: the spec's `message` and `fieldErrors`, plus the `code`. */
export interface ErrorAnswer {
  status: number;
  body: { message: string; code: ErrorCode; fieldErrors?: FieldErrors };
  headers: Record<string, string>;
}

export const BODY_LIMIT_BYTES = 100 * 1024;

/** Errors that body-parser (and our page body reader) raise carry a `type`; these are the visitor's fault, not ours. */
const bodyReadingAnswers: Record<string, [number, string, ErrorCode]> = {
  "entity.too.large": [413, `The request body is too large (${BODY_LIMIT_BYTES / 1024} KB at most).`, "too-large"],
  "entity.parse.failed": [400, "The request body is not valid JSON.", "invalid-request"],
  "encoding.unsupported": [415, "Unsupported content encoding.", "unsupported-encoding"],
  "charset.unsupported": [415, "Unsupported charset: send UTF-8 JSON.", "unsupported-media-type"],
  "request.aborted": [400, "The request was aborted.", "invalid-request"],
  "entity.verify.failed": [400, "The request body could not be verified.", "invalid-request"],
  "request.size.invalid": [400, "The request body is shorter or longer than its Content-Length.", "invalid-request"],
};

const BAD_VALUE = "Please check what you sent: part of it is not a value we can read.";

/**
 * PostgreSQL's class 22 ("data exception") is what the database says when a value the client chose cannot be
 * stored or compared at all: a NUL character in text (22021), a malformed uuid (22P02), a date out of range (22008),
 * a number too large (22003). Rules in front of the database should refuse these first; this is the backstop
 * that keeps one missed rule from becoming a 500.
 */
function databaseDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code) && "severity" in (current as object)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The database cannot be reached or is restarting: a socket refused, cut or timed out (postgres.js's own codes
 * beside Node's) or PostgreSQL's refusals while it shuts down, recovers or is full (classes 08, 57P, 53300). That is
 * not the client's fault and not a bug, and it passes: 503 with Retry-After (docs/decisions/0016).
 */
const DATABASE_GONE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function databaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (DATABASE_GONE.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The one place where a thrown error becomes an HTTP answer, for the JSON API and page loaders and actions alike
 * (after cal.com's approach): chosen HttpErrors as they are, validation 400, body-reading errors by type,
 * the database's refusals of impossible values 400. Anything else is ours: undefined, a logged 500.
 */
export function classifyError(error: unknown): ErrorAnswer | undefined {
  if (error instanceof HttpError) {
    const { fieldErrors, headers = {}, details } = error.extra;
    return { status: error.status, body: { ...details, message: error.message, code: error.code, ...(fieldErrors ? { fieldErrors } : {}) }, headers };
  }
  if (error instanceof z.ZodError) {
    return { status: 400, body: { ...describeValidationError(error), code: "invalid-request" }, headers: {} };
  }
  const type = (error as { type?: unknown } | null)?.type;
  const known = typeof type === "string" ? bodyReadingAnswers[type] : undefined;
  if (known) return { status: known[0], body: { message: known[1], code: known[2] }, headers: {} };
  if (databaseDataException(error)) return { status: 400, body: { message: BAD_VALUE, code: "invalid-request" }, headers: {} };
  if (databaseUnreachable(error)) {
    return {
      status: 503,
      body: { message: messages.unavailable, code: "unavailable" },
      headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  // http-errors marks a client's fault with a 4xx it may expose; Express's router a %-escape in the path it cannot
  // decode with a URIError of status 400.
  const { status, expose } = (error ?? {}) as { status?: unknown; expose?: unknown };
  if (typeof status === "number" && status >= 400 && status < 500 && (expose === true || error instanceof URIError)) {
    return { status, body: { message: BAD_VALUE, code: codeForStatus(status) }, headers: {} };
  }
  return undefined;
}

export const serverFaultBody = { message: messages.serverFault, code: "server-fault" as ErrorCode };

/** The API's error handler: classified answers as JSON, anything else logged and a 500. */
export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    const answer = classifyError(error);
    // A body left unread (refused as too large) is not waited for: the connection closes after the answer.
    if (!req.complete) res.set("Connection", "close");
    if (answer) {
      res.set(answer.headers).status(answer.status).json(answer.body);
      return;
    }
    (res.locals.log ?? logger).error({ err: error }, "unhandled error in API");
    res.status(500).json(serverFaultBody);
  };
}
