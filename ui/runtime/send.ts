import type { FieldErrors } from "~/lib/forms";
import { fromIslandJson, islandPropsIn } from "~/ui/island";

/**
 * The browser runtime's one way to reach the server: a page's own action or resource route (never /api, which is
 * the contract for other clients; tests/build/pages-reach-api.test.ts). Answers are read with Dates kept (the routes
 * answer through ./answers.server.ts), and a request that got no readable answer says so instead of throwing.
 */

export interface Reply {
  status: number;
  /** The server sent the browser elsewhere (a lapsed session's sign-in page). */
  redirectedTo?: string;
  /** The JSON answer, or undefined when the answer was no JSON (an error page). */
  body?: unknown;
}

/** One round trip; undefined when it never reached the server (offline, blocked). An aborted one throws. */
export async function request(url: string, init: RequestInit = {}): Promise<Reply | undefined> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin", ...init, headers: { accept: "application/json", ...init.headers } });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return undefined;
  }
  if (response.redirected) return { status: response.status, redirectedTo: response.url };
  const json = response.headers.get("content-type")?.includes("application/json");
  const body = json ? await response.text().then((text) => fromIslandJson<unknown>(text)).catch(() => undefined) : undefined;
  return { status: response.status, body };
}

export type Answer<T> =
  | { ok: true; status: number; data: T }
  /** status 0: the request never reached the server (offline, blocked). */
  | { ok: false; status: number; code?: string; message?: string; fieldErrors?: FieldErrors };

/** A JSON call to a page's route: every answer that is not a success becomes a status with the server's words. */
export async function send<T>(url: string, init: { method: "GET" | "POST"; body?: unknown; signal?: AbortSignal }): Promise<Answer<T>> {
  const reply = await request(url, {
    method: init.method,
    headers: init.body === undefined ? {} : { "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  if (!reply) return { ok: false, status: 0 };
  const body = reply.body as Record<string, unknown> | undefined;
  if (reply.status >= 200 && reply.status < 300 && !reply.redirectedTo) return { ok: true, status: reply.status, data: body as T };
  return {
    ok: false,
    status: reply.status,
    code: typeof body?.code === "string" ? body.code : undefined,
    message: typeof body?.message === "string" ? body.message : undefined,
    fieldErrors: (body?.fieldErrors as FieldErrors | undefined) ?? undefined,
  };
}

/**
 * A page's own HTML for an address, answered by its loader (GET) or its action (POST), and the props of its island
 * (decision 0017): how the dashboard and /book read their data afresh, from the one source that renders them.
 */
export async function readIsland<Props>(url: string, island: string, init: RequestInit = {}): Promise<{ props?: Props; response: Response }> {
  const response = await fetch(url, { ...init, headers: { accept: "text/html", ...init.headers } });
  return { props: islandPropsIn<Props>(await response.text(), island), response };
}
