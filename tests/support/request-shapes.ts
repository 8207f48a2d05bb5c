import { brotliCompressSync, constants, deflateSync, gzipSync } from "node:zlib";
import type { Express } from "express";
import type { ServerBuild } from "react-router";

/**
 * The targets of the request-shape fuzz, read from the code (the Express app's router stack, the React Router build's
 * route manifest) so that a new route is fuzzed without anyone listing it, and the shapes of request sent to them.
 */

export interface Target {
  kind: "api" | "page";
  /** The method the route declares (POST for a page's action, GET for a page without one). */
  method: string;
  /** The path pattern, Express's or React Router's (`:id`, `:id?`). */
  pattern: string;
  /** The page's route has an action. */
  action?: boolean;
  /** The page's route module (routes sharing one, as the waitlist pages do, run the same code). */
  module?: unknown;
  /** The API route's last handler for this method: the one that answers, after the middleware before it. */
  handler?: unknown;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: { method?: string; handle: unknown }[] };
  rawPath?: unknown;
  handle?: { stack?: Layer[] };
}

/** Every route of an Express app, mounted routers included; the catch-alls (`{*splat}`) are not routes. */
export function expressRoutes(app: Express): Target[] {
  const found: Target[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of [layer.route.path].flat()) {
          if (path.includes("{*")) continue;
          for (const method of Object.keys(layer.route.methods)) {
            const handler = layer.route.stack.filter((inner) => inner.method === undefined || inner.method === method).at(-1)?.handle;
            if (method !== "_all") found.push({ kind: "api", method: method.toUpperCase(), pattern: prefix + path, handler });
          }
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "");
  return found;
}

/** Every page of the build: its full path from its parents' paths, and whether it has an action. */
export function pageRoutes(build: ServerBuild): Target[] {
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const own = route.path ?? "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, own].filter(Boolean).join("/");
  };
  return Object.values(build.routes)
    .filter((route) => route && route.parentId && (route.path !== undefined || route.index))
    .map((route) => {
      const action = Boolean(route!.module.action);
      return { kind: "page" as const, method: action ? "POST" : "GET", pattern: `/${fullPath(route!.id)}`.replace("/*", "/fuzz-no-such-page"), action, module: route!.module };
    });
}

export const targetName = (target: Target) => `${target.kind} ${target.method} ${target.pattern}`;

/** The parameters of a path pattern with the literal segment before each (`bookings/:id` names `bookings`). */
export function patternParams(pattern: string): { name: string; optional: boolean; before: string }[] {
  const segments = pattern.split("/");
  return segments.flatMap((segment, index) => {
    const match = /^:(\w+)(\?)?/.exec(segment);
    if (!match) return [];
    const before = [...segments.slice(0, index)].reverse().find((part) => part && !part.startsWith(":")) ?? "";
    return [{ name: match[1]!, optional: Boolean(match[2]), before }];
  });
}

/** The pattern with each parameter replaced by `value(param)` (undefined leaves an optional one out). */
export function fillPattern(pattern: string, value: (param: { name: string; before: string; optional: boolean }) => string | undefined): string {
  const params = patternParams(pattern);
  let index = 0;
  return (
    pattern
      .split("/")
      .map((segment) => {
        const match = /^:(\w+)(\?)?(.*)$/.exec(segment);
        if (!match) return segment;
        const filled = value(params[index++]!);
        return filled === undefined ? undefined : `${filled}${match[3]}`;
      })
      .filter((segment) => segment !== undefined)
      .join("/") || "/"
  );
}

/** A small seeded generator (mulberry32), so a run's selection of combinations is the same every time. */
export function seeded(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export const methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"] as const;
export const contentTypes = ["json", "form", "multipart", "text", "none", "bogus"] as const;
export const encodings = ["identity", "gzip", "deflate", "br", "bogus", "mismatched"] as const;
export const bodyKinds = [
  "none",
  "empty",
  "valid",
  "wrong-types",
  "array",
  "null",
  "deep",
  "huge-numbers",
  "two-megabytes",
  "invalid-utf8",
  "surrogates",
] as const;
export type ContentType = (typeof contentTypes)[number];
export type Encoding = (typeof encodings)[number];
export type BodyKind = (typeof bodyKinds)[number];

const BOUNDARY = "fuzzboundary7MA4YWxkTrZu0gW";
const contentTypeHeader: Record<ContentType, string | undefined> = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: `multipart/form-data; boundary=${BOUNDARY}`,
  text: "text/plain;charset=UTF-8",
  none: undefined,
  bogus: "application/x-fuzz; charset=klingon",
};

/** Half of a UTF-16 pair as a client encoding it leniently would send it in a form or an address (WTF-8). */
export const LONE_SURROGATE_BYTES = "%ED%A0%80";

function wrongTypes(value: unknown): unknown {
  if (typeof value === "string") return value.length % 2 ? 42 : [value];
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return "maybe";
  if (Array.isArray(value)) return { 0: value[0] };
  if (value && typeof value === "object") return [value];
  return value;
}

const mapValues = (object: Record<string, unknown>, change: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, change(value)]));

function withSurrogates(value: unknown): unknown {
  if (typeof value === "string") return `${value}\ud800`;
  if (Array.isArray(value)) return value.map(withSurrogates);
  if (value && typeof value === "object") return mapValues(value as Record<string, unknown>, withSurrogates);
  return value;
}

function nested(depth: number): unknown {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level++) value = { name: value };
  return value;
}

/** What a form sends for a value: text as it is, anything else as its JSON. */
const fieldText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

function formPairs(value: unknown): [string, string][] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => (Array.isArray(inner) ? inner.map((item): [string, string] => [key, fieldText(item)]) : [[key, fieldText(inner)]]));
  }
  return [["value", fieldText(value)]];
}

function serialize(value: unknown, type: ContentType): Buffer {
  if (type === "form") return Buffer.from(new URLSearchParams(formPairs(value)).toString());
  if (type === "multipart") {
    const parts = formPairs(value).map(([key, text]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${text}\r\n`);
    return Buffer.from(`${parts.join("")}--${BOUNDARY}--\r\n`);
  }
  return Buffer.from(JSON.stringify(value));
}

/** Bytes that are not UTF-8, inside each kind of body. */
function invalidUtf8(type: ContentType): Buffer {
  const bad = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]);
  if (type === "form") return Buffer.concat([Buffer.from("name="), bad, Buffer.from("&email=fuzz%FF%FE@example.com")]);
  if (type === "multipart") {
    return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\n`), bad, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  }
  return Buffer.concat([Buffer.from('{"name":"'), bad, Buffer.from('","email":"fuzz@example.com"}')]);
}

/** Lone surrogates in every text field; a form can carry one only as the bytes a lenient encoder makes. */
function surrogates(template: Record<string, unknown>, type: ContentType): Buffer {
  if (type === "form") return Buffer.from(formPairs(template).map(([key, text]) => `${encodeURIComponent(key)}=${encodeURIComponent(text)}${LONE_SURROGATE_BYTES}`).join("&"));
  if (type === "multipart") return Buffer.from(serialize(template, type).toString("latin1").replaceAll("\r\n\r\n", "\r\n\r\n\xed\xa0\x80"), "latin1");
  return serialize(withSurrogates(template), type);
}

/** The body's bytes, or undefined for no body at all. */
export function bodyBytes(kind: BodyKind, type: ContentType, template: Record<string, unknown>): Buffer | undefined {
  switch (kind) {
    case "none":
      return undefined;
    case "empty":
      return Buffer.alloc(0);
    case "valid":
      return serialize(template, type);
    case "wrong-types":
      return serialize(mapValues(template, wrongTypes), type);
    case "array":
      return serialize([template, template], type);
    case "null":
      return type === "form" || type === "multipart" ? serialize({ null: null }, type) : Buffer.from("null");
    case "deep":
      return type === "json" || type === "none" || type === "text" || type === "bogus"
        ? Buffer.from(`${"[".repeat(20_000)}${"]".repeat(20_000)}`.replace("[]", `[${JSON.stringify(nested(2000))}]`))
        : serialize({ [`name${"[a]".repeat(2000)}`]: "deep" }, type);
    case "huge-numbers":
      return type === "json"
        ? Buffer.from(JSON.stringify(mapValues(template, (value) => (typeof value === "number" ? 1 : value))).replace(/:1([,}])/g, `:1e999$1`).replace(/}$/, `,"limit":${"9".repeat(400)},"amountPence":-1e308}`))
        : serialize(mapValues(template, (value) => (typeof value === "number" || typeof value === "boolean" ? "9".repeat(400) : value)), type);
    case "two-megabytes":
      return serialize({ ...template, message: "a".repeat(2 * 1024 * 1024) }, type);
    case "invalid-utf8":
      return invalidUtf8(type);
    case "surrogates":
      return surrogates(template, type);
  }
}

/** Brotli's default (quality 11) takes seconds over 2 MB; what it sends is the same kind of stream either way. */
const brotli = (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });

/** The headers and bytes of the body as sent with an encoding (`mismatched`: says gzip, sends brotli). */
export function encodedBody(bytes: Buffer | undefined, type: ContentType, encoding: Encoding): { headers: Record<string, string>; body?: Buffer } {
  const headers: Record<string, string> = {};
  const header = contentTypeHeader[type];
  if (header && bytes !== undefined) headers["content-type"] = header;
  if (bytes === undefined) return { headers };
  switch (encoding) {
    case "identity":
      return { headers, body: bytes };
    case "gzip":
      return { headers: { ...headers, "content-encoding": "gzip" }, body: gzipSync(bytes) };
    case "deflate":
      return { headers: { ...headers, "content-encoding": "deflate" }, body: deflateSync(bytes) };
    case "br":
      return { headers: { ...headers, "content-encoding": "br" }, body: brotli(bytes) };
    case "bogus":
      return { headers: { ...headers, "content-encoding": "x-fuzz" }, body: bytes };
    case "mismatched":
      return { headers: { ...headers, "content-encoding": "gzip" }, body: brotli(bytes) };
  }
}

/** A query string of repeated and array parameters, numbers no number holds and lone surrogates, for `names`. */
export function hostileQuery(random: () => number, names: readonly string[]): string {
  const chosen = [...names].sort(() => random() - 0.5).slice(0, 6);
  const pairs = chosen.flatMap((name) => {
    switch (Math.floor(random() * 5)) {
      case 0:
        return [`${name}=a`, `${name}=b`];
      case 1:
        return [`${name}[]=a`, `${name}[x][y]=b`];
      case 2:
        return [`${name}=${LONE_SURROGATE_BYTES}`];
      case 3:
        return [`${name}=1e308`, `${name}=${"9".repeat(60)}`];
      default:
        return [`${name}=%uD800`, `${name}[${LONE_SURROGATE_BYTES}]=1`];
    }
  });
  return pairs.join("&");
}
