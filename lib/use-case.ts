import { messages, throttledMessage, type FieldErrors } from "./forms";

/**
 * A use case is one function per action that changes data, called by a page's action and by its `/api` route
 * alike; it answers with a coded outcome and never with HTTP. This file is the one table that turns a refusal into
 * an answer (after cal.com's getServerErrorFromUnknown): its `kind` picks the status, its `code` is what clients and
 * pages branch on, its `message` is what a person reads (docs/decisions/0048).
 */

export const refusalKinds = {
  /** The payload broke a form rule: the API names it with the generic code, pages with the use case's own. */
  invalid: { status: 400, apiCode: "invalid-request" },
  /** A business rule said no to well-formed input (a patch test missing): the code is the same everywhere. */
  refused: { status: 400 },
  unauthorized: { status: 401 },
  "payment-declined": { status: 402 },
  forbidden: { status: 403 },
  "not-found": { status: 404, apiCode: "not-found" },
  conflict: { status: 409 },
  /** A second of something there may be one of (a post's address): the API says only that it conflicts. */
  duplicate: { status: 409, apiCode: "conflict" },
  throttled: { status: 429, apiCode: "throttled", apiMessage: messages.tooManyRequests },
  /** A link that worked once and no longer does (a sign-in link spent or expired): pages say which. */
  gone: { status: 410 },
  /**
   * Guessing at a secret slowed (staff sign-in, voucher codes at checkout): 429 and Retry-After, but the API keeps
   * the sentence that says what to stop trying.
   */
  "too-many-guesses": { status: 429, apiCode: "throttled" },
  /**
   * A provider the action needs (the memberships' billing) could not be reached: nothing changed, and asking again
   * later may work, so it is a 503 with Retry-After and not the client's fault.
   */
  unavailable: { status: 503, apiCode: "unavailable" },
  /** What the client typed matches nothing (a gift voucher's code at checkout): unlike not-found, the code stays the use case's (`unknown`). */
  "no-match": { status: 404 },
  /** Well-formed answers that rule the treatment out for her (a consultation form's rules): the reasons go with it. */
  "not-eligible": { status: 422 },
  /** A file past its size limit (a team photo): 413, as a body past the edge's cap is. */
  "too-large": { status: 413, apiCode: "too-large" },
} as const satisfies Record<string, { status: number; apiCode?: string; apiMessage?: string }>;

export type RefusalKind = keyof typeof refusalKinds;

export interface Refusal<Code extends string = string> {
  ok: false;
  kind: RefusalKind;
  code: Code;
  message: string;
  fieldErrors?: FieldErrors;
  /** Seconds, for a throttled or unavailable refusal: sent as Retry-After. */
  retryAfter?: number;
  /** What the answer carries beside the sentence for the client to act on (a consultation's `reasons`, the new `form`). */
  details?: Record<string, unknown>;
}

export type Outcome<Success extends object, Code extends string = string> = ({ ok: true } & Success) | Refusal<Code>;

export function refuse<Code extends string>(kind: RefusalKind, code: Code, message: string, fieldErrors?: FieldErrors): Refusal<Code> {
  return { ok: false, kind, code, message, ...(fieldErrors ? { fieldErrors } : {}) };
}

/** The throttle's answer: pages say how long to wait, the API says it in its one sentence and Retry-After. */
export function throttled(retryAfter: number): Refusal<"throttled"> {
  return { ok: false, kind: "throttled", code: "throttled", message: throttledMessage(retryAfter), retryAfter };
}

export function invalid<Code extends string = "invalid">(failure: { message: string; fieldErrors: FieldErrors }, code = "invalid" as Code): Refusal<Code> {
  return { ok: false, kind: "invalid", code, message: failure.message, fieldErrors: failure.fieldErrors };
}

export interface RefusalAnswer {
  status: number;
  body: { message: string; code: string; fieldErrors?: FieldErrors; [detail: string]: unknown };
  headers: Record<string, string>;
}

const retryHeaders = (refusal: Refusal): Record<string, string> => (refusal.retryAfter === undefined ? {} : { "Retry-After": String(refusal.retryAfter) });

/** The `/api` answer: the kind's status, and its generic code and sentence where the API has one. */
export function apiRefusal(refusal: Refusal): RefusalAnswer {
  const row: { status: number; apiCode?: string; apiMessage?: string } = refusalKinds[refusal.kind];
  const { fieldErrors, details } = refusal;
  return {
    status: row.status,
    body: { ...details, message: row.apiMessage ?? refusal.message, code: row.apiCode ?? refusal.code, ...(fieldErrors ? { fieldErrors } : {}) },
    headers: retryHeaders(refusal),
  };
}

/** The page action's answer: `{ ok: false, code, message, fieldErrors? }` with the kind's status. */
export function pageRefusal(refusal: Refusal): { status: number; body: { ok: false; code: string; message: string; fieldErrors?: FieldErrors; details?: Record<string, unknown> }; headers: Record<string, string> } {
  const { code, message, fieldErrors, details } = refusal;
  return { status: refusalKinds[refusal.kind].status, body: { ok: false, code, message, ...(fieldErrors ? { fieldErrors } : {}), ...(details ? { details } : {}) }, headers: retryHeaders(refusal) };
}

/**
 * The registry the route walk reads (tests/integration/platform/use-cases.test.ts): a use case is named once, and
 * a handler that serves one is marked with its names, so a route or action that changes data and carries no mark
 * is one that does its work itself.
 */
export const USE_CASES = Symbol.for("studio.use-cases");
type Marked = { [USE_CASES]?: readonly string[] };

export function namedUseCase<F extends (...args: never[]) => Promise<unknown>>(name: string, run: F): F {
  return Object.assign(run, { [USE_CASES]: [name] });
}

/** Marks a page action or an Express handler as the adapter of these use cases. */
export function serves<H extends object>(useCases: readonly object[], handler: H): H {
  const names = useCases.flatMap((entry) => (entry as Marked)[USE_CASES] ?? []);
  if (names.length !== useCases.length) throw new Error("serves() takes use cases made by namedUseCase()");
  return Object.assign(handler, { [USE_CASES]: names });
}

export function useCasesOf(value: unknown): readonly string[] {
  return (typeof value === "function" || (typeof value === "object" && value !== null) ? (value as Marked)[USE_CASES] : undefined) ?? [];
}

/** A refusal found inside a transaction: thrown to roll it back (withRefusals answers it as the refusal). */
export class RefusedWithin extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/** Runs work that may throw RefusedWithin (from inside its transaction), answering the refusal instead of throwing. */
export async function withRefusals<T extends object, Code extends string = string>(work: () => Promise<Outcome<T, Code>>): Promise<Outcome<T, Code>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RefusedWithin) return error.refusal as Refusal<Code>;
    throw error;
  }
}
