import { data } from "react-router";
import { messages, type FieldErrors } from "~/lib/forms";
import { pageRefusal, type Refusal } from "~/lib/use-case";
import { toIslandJson } from "~/ui/island";

/**
 * How a page's own actions and resource routes answer the browser runtime (./send.ts): the page adapter of the
 * use cases, as server/http-errors.server.ts is the /api's. A refusal keeps its kind's status (lib/use-case.ts holds
 * the table) and carries `code`, `message` and `fieldErrors`; a success is the handler's value.
 */

const isData = (value: unknown): boolean => typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";

/**
 * A route's answer as the runtime reads it: JSON that keeps Dates (`toIslandJson`), with the status and headers
 * `data()` gave. React Router's own JSON would turn them into strings the page's parts then read as dates. A
 * Response (a redirect) passes as it is; the use cases the handler serves stay marked on it.
 */
export function routeAnswer<Handler extends (args: never) => Promise<unknown>>(handler: Handler): (args: Parameters<Handler>[0]) => Promise<Response> {
  const answer = async (args: Parameters<Handler>[0]): Promise<Response> => {
    // A refusal thrown as data() (a role that may not, say) is answered like one returned; React Router would
    // answer a resource route's thrown data() with its status but a generic body the page cannot read.
    const result = await handler(args).catch((error: unknown) => {
      if (isData(error)) return error;
      throw error;
    });
    if (result instanceof Response) return result;
    const wrapped = isData(result);
    const { data: body, init } = wrapped ? (result as { data: unknown; init: ResponseInit | null }) : { data: result, init: null };
    const headers = new Headers(init?.headers);
    headers.set("Content-Type", "application/json; charset=utf-8");
    return new Response(toIslandJson(body), { status: init?.status ?? 200, headers });
  };
  return Object.assign(answer, handler);
}

export type Failure = { ok: false; code: string; message: string; fieldErrors?: FieldErrors };

export function failure(status: number, code: string, message: string, fieldErrors?: FieldErrors) {
  return data<Failure>({ ok: false, code, message, ...(fieldErrors ? { fieldErrors } : {}) }, { status });
}

/** A use case's refusal, answered with its kind's status and headers (Retry-After for a throttle). */
export function refusalAnswer(refusal: Refusal) {
  const { status, body, headers } = pageRefusal(refusal);
  return data<Failure>(body, { status, headers });
}

/** The runtime sends JSON; a plain form sends fields. Either way an object, or undefined when the body is unreadable. */
export async function payloadOf(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    if (request.headers.get("content-type")?.includes("application/json")) {
      const body: unknown = await request.json();
      return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    }
    return Object.fromEntries(await request.formData());
  } catch {
    return undefined;
  }
}

export const unreadable = () => failure(400, "unreadable-body", messages.unreadableBody);
