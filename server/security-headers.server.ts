import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";

/**
 * Strict headers on every answer. Scripts run only from our origin or with this response's nonce, so an injected
 * inline script does nothing. In development the policy is report-only because Vite injects its own scripts.
 */
export interface CspAdditions {
  script?: string[];
  frame?: string[];
  connect?: string[];
  img?: string[];
}

/**
 * What Stripe's security guide lists for Stripe.js and the Payment Element
 * (https://docs.stripe.com/security/guide#content-security-policy): the script and its frames on js.stripe.com and
 * its shard hosts, the 3-D Secure pages on hooks.stripe.com, the API, and card-brand images. The guide's
 * maps.googleapis.com is for the Address Element's autocomplete, which the site does not use.
 */
export const stripeJsSources: Required<CspAdditions> = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
  img: ["https://*.stripe.com"],
};

/**
 * The pages that take a card, the only ones Stripe may load on: a booking's checkout, a gift voucher's own page
 * (where the buyer pays; not its printable form) and the Dreams Club's join pages.
 */
export const takesCard = (path: string) =>
  path === "/checkout" || /^\/gift-vouchers\/[\w-]+\/?$/.test(path) || /^\/dreams-club\/join\/[a-z]+\/?$/.test(path);

/** Third-party origins a page may use beyond our own: Stripe on the card-payment pages only, an optional calendar embed. */
export function thirdPartySources(options: { stripe: boolean; calendarEmbedUrl?: string }) {
  return (path: string): CspAdditions => {
    if (options.stripe && takesCard(path)) return stripeJsSources;
    if (options.calendarEmbedUrl && path === "/book-appointment") return { frame: [new URL(options.calendarEmbedUrl).origin] };
    return {};
  };
}

/**
 * Headers that only a document acts on: the policy, framing, the opener, permissions and the referrer policy a page
 * gives its links. HSTS is learnt from the page that loads a file. A hashed file under /assets does not need them,
 * and they were about 600 of the 1,000 header bytes on each of /admin's 50 scripts, which Lighthouse counts as
 * JavaScript weight (docs/decisions/0060).
 */
const documentOnlyHeaders = [
  "Content-Security-Policy",
  "Content-Security-Policy-Report-Only",
  "Referrer-Policy",
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
  "Permissions-Policy",
  "Strict-Transport-Security",
];

/**
 * Called as a hashed static file is sent (never before: an address under /assets that matches no file is answered
 * by a page, which keeps every header). What stays is what a script, style or font needs: nosniff, so a file is
 * run only as the type it says, and Cross-Origin-Resource-Policy, so no other site may load it.
 */
export function asStaticAsset(res: Response): void {
  for (const name of documentOnlyHeaders) res.removeHeader(name);
}

export function securityHeaders(options: { production: boolean; additions?: (path: string) => CspAdditions }): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const extra = options.additions?.(req.path) ?? {};
    const list = (sources: string[] | undefined) => (sources?.length ? ` ${sources.join(" ")}` : "");
    const policy = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${list(extra.script)}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data:${list(extra.img)}`,
      "font-src 'self'",
      `connect-src 'self'${list(extra.connect)}`,
      extra.frame?.length ? `frame-src${list(extra.frame)}` : "frame-src 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; ");
    res.setHeader(options.production ? "Content-Security-Policy" : "Content-Security-Policy-Report-Only", policy);
    res.setHeader("X-Content-Type-Options", "nosniff");
    // A manage link's address is the client's key (docs/decisions/0012): it never leaves the site as a referrer.
    // Not "no-referrer": its forms would then post with Origin "null", which React Router refuses.
    res.setHeader("Referrer-Policy", req.path.startsWith("/bookings/manage/") || req.path.startsWith("/api/bookings/manage/") ? "same-origin" : "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (options.production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
