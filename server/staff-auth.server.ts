import type { Request, RequestHandler, Response } from "express";
import type { Database } from "~/db/client.server";
import { clearedSessionCookie, deviceCookieName, readCookie, serializeDeviceCookie, serializeSessionCookie, sessionCookieName } from "~/features/staff-session";
import { staffForSession } from "~/features/staff-session/index.server";
import { forbiddenMessage, may, type Ability } from "~/features/staff-session";
import { HttpError } from "./http-errors.server";

export function sessionIdOf(req: Request, production: boolean): string | undefined {
  return readCookie(req.get("cookie"), sessionCookieName(production));
}

export function setSessionCookie(res: Response, production: boolean, sessionId: string, expiresAt: Date): void {
  res.append("Set-Cookie", serializeSessionCookie(production, sessionId, expiresAt));
}

export function deviceTokenOf(req: Request, production: boolean): string | undefined {
  return readCookie(req.get("cookie"), deviceCookieName(production));
}

export function setDeviceCookie(res: Response, production: boolean, token: string, expiresAt: Date): void {
  res.append("Set-Cookie", serializeDeviceCookie(production, token, expiresAt));
}

export function clearSessionCookie(res: Response, production: boolean): void {
  res.append("Set-Cookie", clearedSessionCookie(production));
}


/**
 * Every admin API answers 401 without a live staff session, and 403 when the member's role lacks the route's ability
 * (features/staff-session/roles.ts): each route names the one ability it needs.
 */
export function requireStaff(db: Database, production: boolean, ability: Ability): RequestHandler {
  return async (req, res, next) => {
    const staff = await staffForSession(db, sessionIdOf(req, production));
    if (!staff) throw new HttpError(401, "Please sign in as staff.");
    if (!may(staff.role, ability)) throw new HttpError(403, forbiddenMessage);
    res.locals.staff = staff;
    res.set("Cache-Control", "no-store");
    next();
  };
}

/** The origin a Referer names, or "unreadable" for one that is no URL (which no page of this site sends). */
function refererOrigin(referer: string): string {
  try {
    return new URL(referer).origin;
  } catch {
    return "unreadable";
  }
}

/**
 * Refuses state-changing requests that a browser sent from another site (403): the Origin header, or failing that
 * the Referer (a browser or proxy that drops Origin still says where the form was), or failing both
 * Sec-Fetch-Site, must say the request came from this site. Servers (Stripe's webhook, curl) send none of them.
 */
export function sameOriginWrites(publicUrl: string | undefined): RequestHandler {
  const allowed = publicUrl ? new URL(publicUrl).origin : undefined;
  return (req, res, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    const referer = req.get("referer");
    const origin = req.get("origin") ?? (referer ? refererOrigin(referer) : undefined);
    const ours = allowed ?? `${req.protocol}://${req.get("host")}`;
    const crossSite = origin ? origin !== ours : req.get("sec-fetch-site") === "cross-site";
    if (crossSite) {
      res.status(403).json({ message: "Requests from other sites are not allowed.", code: "forbidden" });
      return;
    }
    next();
  };
}
