import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { pino, type Logger } from "pino";

export type { Logger };

/**
 * Error logs never carry what a client typed (UK GDPR: logs are kept and read more widely than the database).
 * Drizzle puts a failed query's parameters in its message ("params: Jane,jane@example.com,…"), postgres.js in
 * `parameters`, and PostgreSQL repeats a duplicate value in `detail`: all are cut from every error and its causes.
 */
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;
const VALUE_FIELDS = new Set(["parameters", "params", "detail", "body", "values"]);

function scrubError(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== "object" || depth > 5) return value;
  const scrubbed: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (VALUE_FIELDS.has(key)) scrubbed[key] = "[redacted]";
    else if (typeof field === "string") scrubbed[key] = field.replace(PARAMS_IN_TEXT, "\nparams: [redacted]");
    else if (field && typeof field === "object") scrubbed[key] = scrubError(field, depth + 1);
    else scrubbed[key] = field;
  }
  return scrubbed;
}

export const errorSerializer = (error: unknown) =>
  scrubError(error instanceof Error ? pino.stdSerializers.errWithCause(error) : error);

/** Names of personal fields, wherever a log line's object holds them. */
const PERSONAL = ["name", "email", "phone", "clientName", "clientEmail", "clientPhone", "to", "replyTo"];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: errorSerializer, error: errorSerializer },
      redact: { paths: [...PERSONAL, ...PERSONAL.map((field) => `*.${field}`)], censor: "[redacted]" },
    },
    destination,
  );
}

const SAFE_REQUEST_ID = /^[\w.-]{8,128}$/;

/** Gives each request an id (the load balancer's, when it sends a sane one), a child logger and one access line. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.locals.log = logger.child({ requestId });
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      res.locals.log.info(
        { method: req.method, path: loggedPath(req.originalUrl), status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        "request",
      );
    });
    next();
  };
}

/** The path without its query, and without a manage or unsubscribe link's token: the client's key, not for logs. */
export function loggedPath(url: string): string {
  return url.split("?")[0]!.replace(/(\/bookings\/manage\/|^\/unsubscribe\/)[^/]+/, "$1[token]");
}
