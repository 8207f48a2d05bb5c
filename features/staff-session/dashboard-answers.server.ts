import { data, redirect, type AppLoadContext } from "react-router";
import { messages, type FieldErrors } from "~/lib/forms";
import { pageRefusal, type Refusal } from "~/lib/use-case";
import type { Ability } from "./roles";
import { toIslandJson } from "~/ui/island";
import { signInPath } from "./staff-sign-in";
import type { StaffUser } from "./staff.server";
import { allowed, staffOf } from "./staff-session.server";

/**
 * How every dashboard loader and action answers (its panels' fetchers read these): the session check, the body read
 * and the refusals, below the dashboard's own loader and every tab's page module.
 */

const isData = (value: unknown): boolean => typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";

/**
 * A dashboard route's answer as the dashboard's fetcher reads it (ui/admin/dashboard-page.tsx):
 * JSON that keeps Dates (`toIslandJson`), with the status and headers `data()` gave. React Router's own JSON would
 * turn them into strings the dashboard's parts then read as dates. A Response (a redirect) passes as it is; the
 * use cases the handler serves stay marked on it.
 */
export function dashboardAnswer<Handler extends (args: never) => Promise<unknown>>(handler: Handler): (args: Parameters<Handler>[0]) => Promise<Response> {
  const answer = async (args: Parameters<Handler>[0]): Promise<Response> => {
    // A refusal thrown as data() (a role that may not: `allowed`) is answered like one returned; React Router would
    // answer a resource route's thrown data() with its status but a generic body the dashboard cannot read.
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

type Failure = { ok: false; code: string; message: string; fieldErrors?: FieldErrors };

export function failure(status: number, code: string, message: string, fieldErrors?: FieldErrors) {
  return data<Failure>({ ok: false, code, message, ...(fieldErrors ? { fieldErrors } : {}) }, { status });
}

/** A use case's refusal as the dashboard's fetchers read it (lib/use-case.ts holds the table). */
export function pageFailure(refusal: Refusal) {
  const { status, body, headers } = pageRefusal(refusal);
  return data<Failure>(body, { status, headers });
}

/**
 * Actions are called by the dashboard's fetchers, so a lapsed session sends staff to sign in and back to the
 * dashboard (the action's own address is no page to return to).
 */
export async function requireStaffAction(request: Request, context: AppLoadContext, ability: Ability): Promise<StaffUser> {
  const staff = await staffOf(request, context);
  if (!staff) throw redirect(signInPath());
  return allowed(staff, ability);
}

/** A fetcher sends JSON; a plain form sends fields. Either way an object, or undefined when the body is unreadable. */
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
