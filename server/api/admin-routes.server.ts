import express from "express";
import type { Database } from "~/db/client.server";
import type { Ability } from "~/features/staff-session";
import { dashboardStats } from "~/features/staff/admin.server";
import { listContacts, listWaitlist } from "~/features/inquiries/index.server";
import { listBookingPage, readPageSize, statusHistory, submitStatusChange } from "~/features/booking/admin/index.server";
import { exportFileName } from "~/ui/admin/dates";
import type { EmailContext } from "~/features/mail";
import { stuckRefunds, type PaymentProvider } from "~/features/booking/index.server";
import { isUuid } from "~/lib/ids";
import { listAllPosts, submitPost, submitPublish } from "~/features/blog/index.server";
import { exportCsv, isExportKind } from "~/features/staff/admin.server";
import { listOutbox, submitResend } from "~/features/mail/admin/index.server";
import { findPersonalData, privacyEmail, privacyMessages, submitErase } from "~/features/clients/admin/index.server";
import { BOOKING_PAGE, statusMessages } from "~/features/booking";
import { submitStaffSignIn } from "~/features/staff/use-cases/submit-staff-sign-in.server";
import { submitStaffSignOut } from "~/features/staff/use-cases/submit-staff-sign-out.server";
import { HttpError, notFound, refusalError } from "../http-errors.server";
import { serves } from "~/lib/use-case";
import { clearSessionCookie, deviceTokenOf, requireStaff, sessionIdOf, setDeviceCookie, setSessionCookie } from "../staff-auth.server";

export interface AdminRouteDeps {
  db: Database;
  production: boolean;
  emailContext: EmailContext;
  json: express.RequestHandler[];
  /** Refunds owed by a cancellation are asked of it. */
  payments: PaymentProvider;
  /** Called after staff change what public pages show (the blog), so cached pages are rebuilt. */
  onContentChange: () => void;
}

const uuidParam = (value: unknown) => {
  if (!isUuid(value)) throw notFound();
  return value;
};

export const adminMessages = {
  unknownStatus: statusMessages.unknown,
  badPageSize: `The page size (limit) is a whole number from 1 to ${BOOKING_PAGE.max}.`,
  badCursor: "That cursor is not one this list gave; start again from the first page.",
} as const;

/** Staff sign-in and the dashboard's data (spec section 7's admin calls, DESIGN section 5). */
export function adminRoutes({ db, production, emailContext, json, onContentChange, payments }: AdminRouteDeps): express.Router {
  const router = express.Router();
  const staff = (ability: Ability) => requireStaff(db, production, ability);

  router.post(
    "/auth/login",
    ...json,
    serves([submitStaffSignIn], async (req: express.Request, res: express.Response) => {
      const visitor = { address: req.ip ?? "unknown", deviceToken: deviceTokenOf(req, production), sessionId: sessionIdOf(req, production) };
      const outcome = await submitStaffSignIn({ db }, visitor, req.body);
      if (!outcome.ok) throw refusalError(outcome);
      setSessionCookie(res, production, outcome.sessionId, outcome.expiresAt);
      setDeviceCookie(res, production, outcome.deviceToken, outcome.deviceExpiresAt);
      res.set("Cache-Control", "no-store").json({ username: outcome.user.username });
    }),
  );

  router.post(
    "/auth/logout",
    serves([submitStaffSignOut], async (req: express.Request, res: express.Response) => {
      await submitStaffSignOut({ db }, { sessionId: sessionIdOf(req, production) });
      clearSessionCookie(res, production);
      res.status(204).end();
    }),
  );

  router.get("/auth/me", staff("diary"), (_req, res) => {
    const { username, name, role, memberId } = res.locals.staff!;
    res.json({ username, name, role, staffMemberId: memberId });
  });

  // One page, newest first; the Link header names the pages either side (README, "Staff API").
  router.get("/bookings", staff("bookings"), async (req, res) => {
    const text = (name: string) => (typeof req.query[name] === "string" ? (req.query[name] as string) : "");
    const limit = readPageSize(req.query.limit);
    if (limit === undefined) throw new HttpError(400, adminMessages.badPageSize, { fieldErrors: { limit: [adminMessages.badPageSize] } });
    const filters = { search: text("search"), status: text("status"), abandoned: text("abandoned") === "shown" };
    const page = await listBookingPage(db, { ...filters, limit, cursor: text("cursor") || undefined });
    if (page.outcome === "bad-cursor") throw new HttpError(400, adminMessages.badCursor, { fieldErrors: { cursor: [adminMessages.badCursor] } });
    const link = (cursor: string, rel: string) => {
      const params = new URLSearchParams({ ...(filters.search ? { search: filters.search } : {}), ...(filters.status ? { status: filters.status } : {}) });
      if (filters.abandoned) params.set("abandoned", "shown");
      params.set("limit", String(limit));
      params.set("cursor", cursor);
      return `<${req.baseUrl}/bookings?${params}>; rel="${rel}"`;
    };
    const links = [page.next && link(page.next, "next"), page.previous && link(page.previous, "prev")].filter(Boolean);
    if (links.length) res.set("Link", links.join(", "));
    res.json(page.rows);
  });

  // Refunds that will not go through by themselves: failed at the bank, or refused until given up (0040).
  router.get("/refunds/stuck", staff("refunds"), async (_req, res) => {
    res.set("Cache-Control", "no-store").json({ refunds: await stuckRefunds(db) });
  });

  router.patch(
    "/bookings/:id/status",
    staff("bookings"),
    ...json,
    serves([submitStatusChange], async (req: express.Request, res: express.Response) => {
      const status = (req.body as { status?: unknown } | undefined)?.status;
      const outcome = await submitStatusChange({ db, emailContext, provider: payments }, res.locals.staff!, { bookingId: String(req.params.id), status });
      if (!outcome.ok) throw refusalError(outcome);
      res.json(outcome.booking);
    }),
  );

  router.get("/bookings/:id/history", staff("bookings"), async (req, res) => {
    res.json(await statusHistory(db, uuidParam(req.params.id)));
  });

  router.get("/contacts", staff("desk"), async (req, res) => {
    res.json(await listContacts(db, { search: String(req.query.search ?? "") }));
  });

  router.get("/waitlist", staff("desk"), async (_req, res) => {
    res.json(await listWaitlist(db));
  });

  router.get("/admin/stats", staff("reports"), async (_req, res) => {
    res.json(await dashboardStats(db));
  });

  router.get("/admin/posts", staff("content"), async (_req, res) => {
    res.json(await listAllPosts(db));
  });

  const posts = { db, onContentChange };
  const savePostAnswer = serves([submitPost], async (req: express.Request, res: express.Response) => {
    // A malformed id is no address of ours (404 "Not found"), before the post is looked for.
    const id = req.params.id === undefined ? undefined : uuidParam(req.params.id);
    const outcome = await submitPost(posts, res.locals.staff!, { id, body: req.body });
    if (!outcome.ok) throw refusalError(outcome);
    res.status(outcome.created ? 201 : 200).json(outcome.post);
  });
  router.post("/admin/posts", staff("content"), ...json, savePostAnswer);
  router.put("/admin/posts/:id", staff("content"), ...json, savePostAnswer);
  for (const action of ["publish", "unpublish"] as const) {
    router.post(
      `/admin/posts/:id/${action}`,
      staff("content"),
      serves([submitPublish], async (req: express.Request, res: express.Response) => {
        const outcome = await submitPublish(posts, res.locals.staff!, { id: uuidParam(req.params.id), publish: action === "publish" });
        if (!outcome.ok) throw refusalError(outcome);
        res.json(outcome.post);
      }),
    );
  }

  router.get("/admin/outbox", staff("desk"), async (_req, res) => {
    res.json(await listOutbox(db));
  });
  router.post(
    "/admin/outbox/:id/resend",
    staff("desk"),
    serves([submitResend], async (req: express.Request, res: express.Response) => {
      const outcome = await submitResend({ db }, res.locals.staff!, { id: uuidParam(req.params.id) });
      if (!outcome.ok) throw refusalError(outcome);
      res.json({ status: "pending" });
    }),
  );

  router.get("/admin/export/:kind.csv", staff("exports"), async (req, res) => {
    const kind = String(req.params.kind);
    if (!isExportKind(kind)) throw notFound("No such export");
    const csv = await exportCsv(db, kind);
    res.attachment(exportFileName(kind)).type("text/csv; charset=utf-8").send(csv);
  });

  router.get("/admin/privacy", staff("exports"), async (req, res) => {
    const email = privacyEmail(req.query.email);
    if (!email) throw new HttpError(400, privacyMessages.lookFor, { fieldErrors: { email: [privacyMessages.lookFor] } });
    const found = await findPersonalData(db, email);
    if (req.query.download === "1") res.attachment(`personal-data-${email.replace(/[^\w.@-]/g, "_")}.json`);
    res.json(found);
  });
  router.post(
    "/admin/privacy/erase",
    staff("exports"),
    ...json,
    serves([submitErase], async (req: express.Request, res: express.Response) => {
      const outcome = await submitErase({ db }, res.locals.staff!, (req.body as { email?: unknown } | undefined) ?? {});
      if (!outcome.ok) throw refusalError(outcome);
      res.json(outcome.counts);
    }),
  );

  return router;
}
