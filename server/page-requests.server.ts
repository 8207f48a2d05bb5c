import { createRequestHandler, matchRoutes, type AppLoadContext, type ServerBuild } from "react-router";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { ErrorRequestHandler, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { BODY_LIMIT_BYTES, classifyError, HttpError, serverFaultBody, type ErrorAnswer } from "./http-errors.server";
import type { Logger } from "./logging/logger.server";
import { hasBody, readCappedBody } from "./capped-body.server";
import { messages, unstorableTextFields } from "~/lib/forms";
import { PHOTO_MAX_BYTES, photoMessages } from "~/features/team";

/**
 * The pages' side of the server's edge (the API's is server/api/router.server.ts): a page's form post is read here,
 * capped like the API's JSON (413, without reading on), before React Router parses any of it; and whatever a loader
 * or action throws is classified by the same rules as the API's errors (server/http-errors.server.ts).
 */

/** What browsers and React Router's fetchers send to an action (encType form, multipart, JSON or text). */
const PAGE_BODY_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|application\/json|text\/plain)\s*(;|$)/i;

const tooLarge = () => new HttpError(413, `The form is too large (${BODY_LIMIT_BYTES / 1024} KB at most).`, { code: "too-large" });

/**
 * The Team tab's photo upload (docs/decisions/0075) is the one form that carries a file: its cap is the photo's limit
 * with room for the form around it, and its bytes are an image's, in which a NUL is no typing slip.
 */
const PHOTO_FORM = /^\/admin\/team\/members\/[^/]+\/photo$/;
const PHOTO_FORM_LIMIT_BYTES = PHOTO_MAX_BYTES + 16 * 1024;
const photoTooLarge = () => new HttpError(413, photoMessages.tooLarge, { code: "too-large", fieldErrors: { photo: [photoMessages.tooLarge] } });

/** A NUL character can never be stored as text: refused here, with the field it came in when we can tell. */
function nulProblem(type: string, body: Buffer): HttpError | undefined {
  const text = body.toString("latin1");
  const found = text.includes("\0") || (/urlencoded/i.test(type) && /%00/i.test(text)) || (/json/i.test(type) && /\\u0000/i.test(text));
  if (!found) return undefined;
  let field: string | undefined;
  if (/urlencoded/i.test(type)) {
    try {
      field = [...new URLSearchParams(body.toString("utf8"))].find(([name, value]) => `${name}${value}`.includes("\0"))?.[0];
    } catch {
      // the body is refused either way
    }
  }
  const message = "Remove the invisible control character (NUL) from what you typed.";
  return new HttpError(400, message, field ? { fieldErrors: { [field]: [message] } } : {});
}

/** Reads a page request's body into memory, refusing it as soon as it is known to be too large or unreadable. */
export function readPageBody(req: ExpressRequest): Promise<Buffer | undefined> {
  if (req.method === "GET" || req.method === "HEAD" || !hasBody(req)) return Promise.resolve(undefined);
  const encoding = req.headers["content-encoding"];
  if (encoding && encoding.trim().toLowerCase() !== "identity") {
    return Promise.reject(new HttpError(415, "Send the form without a Content-Encoding.", { code: "unsupported-encoding" }));
  }
  const type = req.headers["content-type"] ?? "";
  if (!PAGE_BODY_TYPES.test(type)) {
    return Promise.reject(new HttpError(415, "Send the form as a form (application/x-www-form-urlencoded or multipart/form-data)."));
  }
  if (PHOTO_FORM.test(req.path)) return readCappedBody(req, PHOTO_FORM_LIMIT_BYTES, photoTooLarge);
  return readCappedBody(req, BODY_LIMIT_BYTES, tooLarge).then((body) => {
    const problem = nulProblem(type, body);
    if (problem) throw problem;
    return body;
  });
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // As @react-router/express does: the host as the proxy saw it when trusted, cut at anything that would make the
  // address another one or no address at all; and an abort when the visitor leaves.
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("x-forwarded-host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [Number.parseInt(forwardedPort ?? "", 10), Number.parseInt(hostPort ?? "", 10)].find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@\s]/)[0] || "localhost";
  const host = `${hostname}${port ? `:${port}` : ""}`;
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  try {
    return new Request(`${req.protocol}://${host}${req.originalUrl}`, {
      method: req.method,
      headers,
      signal: controller.signal,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
  } catch {
    // A Host header or path that makes no URL is the sender's.
    throw new HttpError(400, "The request's address is not one we can read.");
  }
}

async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

/** The build's flat route manifest as the tree matchRoutes reads. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteNode[] {
  return Object.values(routes)
    .filter((route) => route && route.parentId === parentId)
    .map((route) => ({ id: route!.id, path: route!.path, index: route!.index, caseSensitive: route!.caseSensitive, children: routeTree(routes, route!.id) }));
}

/**
 * The methods the page at `pathname` answers: GET and HEAD where its route has a loader or a page, and POST where it
 * has an action. A single-fetch data request (`/about.data`) is asked about its page. Undefined when no route
 * matches (the not-found page answers).
 */
/** Asked on every request now: each build's tree is made once. */
const trees = new WeakMap<ServerBuild, RouteNode[]>();

function allowedMethods(build: ServerBuild, pathname: string): string[] | undefined {
  const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  let tree = trees.get(build);
  if (!tree) trees.set(build, (tree = routeTree(build.routes)));
  const matches = matchRoutes(tree as Parameters<typeof matchRoutes>[0], page);
  const leaf = matches?.at(-1)?.route as RouteNode | undefined;
  if (!leaf) return undefined;
  const module = build.routes[leaf.id]?.module;
  // A route with neither a loader nor a page (the dashboard's action-only routes) has nothing to answer a GET with.
  const reads = module?.loader || module?.default ? ["GET", "HEAD"] : [];
  return [...reads, ...(module?.action ? ["POST"] : [])];
}

const methodNotAllowed = (allowed: string[]) =>
  new HttpError(405, `This page answers ${allowed.join(", ")}.`, { headers: { Allow: allowed.join(", ") } });

/** Express's side of React Router: the body is read (capped) before the request is handed over. */
export function pageRequestHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "production" | "development",
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext,
  logger: Logger,
): RequestHandler {
  const handle =
    typeof build === "function"
      ? createRequestHandler(async () => classifyRouteErrors(await build(), logger), mode)
      : createRequestHandler(classifyRouteErrors(build, logger), mode);
  return async (req, res, next) => {
    try {
      // A method the page does not take is the sender's mistake (405 with Allow, logged as any request is), found
      // before React Router, which would report it as an error of ours.
      const allowed = allowedMethods(typeof build === "function" ? await build() : build, req.path);
      if (allowed && !allowed.includes(req.method)) throw methodNotAllowed(allowed);
      const body = await readPageBody(req);
      const response = await handle(toFetchRequest(req, res, body), getLoadContext(req, res));
      await sendFetchResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function answerAsResponse(answer: ErrorAnswer): Response {
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}

const guarded = new WeakSet<Request>();

/** Reading a form that is not one (JSON posted to a form's action) is the sender's mistake, not a fault of ours. */
function withReadableBody(request: Request): Request {
  // Every loader and the action of one request share its Request.
  if (guarded.has(request)) return request;
  guarded.add(request);
  const formData = request.formData.bind(request);
  const json = request.json.bind(request);
  Object.defineProperty(request, "formData", {
    value: () =>
      formData().catch(() => {
        throw new HttpError(415, "Send the form as a form (application/x-www-form-urlencoded or multipart/form-data).");
      }),
  });
  Object.defineProperty(request, "json", {
    value: async () => {
      const body: unknown = await json().catch(() => {
        throw new HttpError(400, "The request body is not valid JSON.");
      });
      // As the API's JSON (server/api/router.server.ts): text that cannot be stored is refused where it enters.
      const fieldErrors = unstorableTextFields(body);
      if (fieldErrors) throw new HttpError(400, messages.invalidForm, { fieldErrors });
      return body;
    },
  });
  // An action that reads the body twice reads a clone: the clone's readers answer the same way.
  const clone = request.clone.bind(request);
  Object.defineProperty(request, "clone", { value: () => withReadableBody(clone()) });
  return request;
}

type Handler = (args: { request: Request }, ...rest: unknown[]) => unknown;

function classified(handler: Handler): Handler {
  return async (args, ...rest) => {
    try {
      return await handler({ ...args, request: withReadableBody(args.request) }, ...rest);
    } catch (error) {
      // Redirects and answers a route chose are thrown as Responses: they pass as they are.
      if (error instanceof Response) throw error;
      const answer = classifyError(error);
      if (answer) throw answerAsResponse(answer);
      throw error;
    }
  };
}

/**
 * The build with every loader and action answering a client's bad input as the API would, with a 4xx; what is
 * left (our faults) is logged through the one logger, which keeps clients' details out of the log.
 */
export function classifyRouteErrors(build: ServerBuild, logger: Logger): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const module = { ...route.module };
      // The route's own types differ per route; the wrapper only needs the request.
      if (module.loader) module.loader = classified(module.loader as Handler) as typeof module.loader;
      if (module.action) module.action = classified(module.action as Handler) as typeof module.action;
      return [id, { ...route, module }];
    }),
  );
  const handleError: NonNullable<ServerBuild["entry"]["module"]["handleError"]> = (error, { request }) => {
    if (!request.signal.aborted) logger.error({ err: error, path: new URL(request.url).pathname }, "unhandled error in a page");
  };
  return { ...build, routes, entry: { ...build.entry, module: { handleError, ...build.entry.module } } };
}

/**
 * Answers errors from the page side of the edge (the body reader) and the last resort for everything else:
 * classified errors with their 4xx, as JSON for a script and as a sentence for a browser; the rest a logged 500.
 */
export function pageErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const answer = classifyError(error);
    if (!answer) (res.locals.log ?? logger).error({ err: error }, "unhandled error");
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    const { status, body, headers } = answer ?? { status: 500, body: serverFaultBody, headers: {} };
    // A body left unread (refused as too large) is not waited for: the connection closes after the answer.
    if (!req.complete) res.set("Connection", "close");
    res.set(headers).status(status);
    res.format({
      json: () => res.json(body),
      default: () => res.type("text/plain").send(body.message),
    });
  };
}
