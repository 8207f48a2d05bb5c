import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { pageRefusal, serves } from "~/lib/use-case";
import { dashboardStats, exportCsv, isExportKind } from "./admin.server";
import { exportFileName } from "~/ui/admin/dates";
import { readDashboardQuery, tabFor } from "./dashboard-url";
import { findPersonalData, privacyEmail, privacyMessages } from "~/features/clients/admin/index.server";
import { mailTab } from "~/features/mail/admin/index.server";
import { clearedSessionCookie, deviceCookieName, readCookie, serializeDeviceCookie, serializeSessionCookie, sessionCookieName } from "~/features/staff-session";
import { safeNextPath } from "~/features/staff-session";
import { submitStaffSignIn } from "./use-cases/submit-staff-sign-in.server";
import { submitStaffSignOut } from "./use-cases/submit-staff-sign-out.server";
import { requireStaffPage } from "~/features/staff-session/index.server";
import { may, type Ability } from "~/features/staff-session";
import { scheduleTab } from "~/features/schedule/admin/index.server";
import { servicesTab } from "~/features/studio/admin/index.server";
import { teamTab } from "~/features/team/admin/index.server";
import { clientsTab } from "~/features/clients/admin/index.server";
import { reportsTabOf } from "~/features/reports/admin/index.server";
import { vouchersTab } from "~/features/vouchers/admin/index.server";
import { membersTab } from "~/features/memberships/admin/index.server";
import { blogTab } from "~/features/blog/admin/index.server";
import { contactsTab, waitlistFunnelTab, waitlistTab } from "~/features/inquiries/admin/index.server";
import { bookingsTab, calendarTab } from "~/features/booking/admin/index.server";
import { feedIsOn, stuckRefunds } from "~/features/booking/index.server";
import { failedJobs } from "~/lib/jobs/jobs.server";

/**
 * The staff dashboard's loaders and actions (app/routes/staff/*): the same functions the admin API calls
 * (server/api/admin-routes.server.ts), answered as page data. Each one checks the staff session first; writes are
 * covered by the same-origin check every non-GET request passes (server/staff-auth.server.ts) and the SameSite
 * session cookie. A refusal is data with a `code` the page branches on and a `message` it shows.
 */

declare module "./ui/admin-data" {
  interface AdminServer {
    dashboard: typeof dashboardLoader;
  }
}


/**
 * The dashboard: stat cards, one page of bookings with the number that match, and the other counted lists always;
 * the open tab's own data when it has some (the calendar only its day or week).
 */
export async function dashboardLoader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaffPage(request, context, "diary");
  const asked = readDashboardQuery(new URL(request.url).searchParams);
  const query = { ...asked, tab: tabFor(staff.role, asked.tab) };
  const { db } = context;
  // Each list is fetched only for a role that may see it: a practitioner's dashboard is her diary.
  const may_ = (ability: Ability) => may(staff.role, ability);
  const when = <T,>(ability: Ability, load: () => Promise<T>): Promise<T | undefined> => (may_(ability) ? load() : Promise.resolve(undefined));
  const [stats, bookings, contacts, waitlist, calendar, posts, outbox, schedule, services, funnel, vouchers, members, team, clients, reports, stuck, failed, feedOn] = await Promise.all([
    when("reports", () => dashboardStats(db)),
    when("bookings", () => bookingsTab(db, query)),
    when("desk", () => contactsTab(db, query.contactSearch)),
    when("desk", () => waitlistTab(db)),
    query.tab === "calendar" ? calendarTab(db, query, staff) : undefined,
    query.tab === "blog" ? when("content", () => blogTab(db)) : undefined,
    query.tab === "mail" ? when("desk", () => mailTab(db)) : undefined,
    query.tab === "schedule" ? when("catalogue", () => scheduleTab(db, context.bookingSettings.timeZone)) : undefined,
    query.tab === "services" ? when("catalogue", () => servicesTab(db, context.bookingSettings.earlyAccessDays)) : undefined,
    query.tab === "waitlist" ? when("reports", () => waitlistFunnelTab(db)) : undefined,
    query.tab === "vouchers" ? when("desk", () => vouchersTab(db, query.voucherCursor)) : undefined,
    query.tab === "members" ? when("desk", () => membersTab(db, query.memberPage)) : undefined,
    query.tab === "team" ? when("team", () => teamTab(db)) : undefined,
    query.tab === "clients" ? when("clients", () => clientsTab(db, query, staff)) : undefined,
    query.tab === "reports" ? when("reports", () => reportsTabOf(db, query)) : undefined,
    when("refunds", () => stuckRefunds(db)),
    // Beside the refunds: background work that gave up (docs/decisions/0077) also waits for staff.
    when("refunds", () => failedJobs(db)),
    feedIsOn(db, staff.memberId),
  ]);
  return {
    username: staff.username,
    role: staff.role,
    query,
    stats,
    bookings: bookings?.rows ?? [],
    bookingPages: bookings?.paging ?? { next: undefined, previous: undefined, count: 0, more: false, pageSize: 0 },
    contacts: contacts ?? [],
    waitlist: waitlist ?? [],
    calendar: calendar?.bookings,
    diary: calendar?.diary,
    posts,
    outbox,
    schedule,
    services,
    funnel,
    vouchers,
    members,
    team,
    clients,
    reports,
    stuckRefunds: stuck,
    failedJobs: failed,
    calendarFeed: { on: feedOn },
  };
}

/** Downloads: bookings.csv, contacts.csv, waitlist.csv, and personal-data.json?email=… for one person. */
export async function exportLoader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaffPage(request, context, "exports");
  const file = String(params.file);
  const download = (body: string, type: string, name: string) =>
    new Response(body, {
      headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "no-store" },
    });
  const kind = file.replace(/\.csv$/, "");
  if (file.endsWith(".csv") && isExportKind(kind)) return download(await exportCsv(context.db, kind), "text/csv; charset=utf-8", exportFileName(kind));
  if (file === "personal-data.json") {
    const email = privacyEmail(new URL(request.url).searchParams.get("email"));
    if (!email) throw data(privacyMessages.lookFor, { status: 400 });
    const found = await findPersonalData(context.db, email);
    return download(JSON.stringify(found), "application/json; charset=utf-8", `personal-data-${email.replace(/[^\w.@-]/g, "_")}.json`);
  }
  throw data("No such export", { status: 404 });
}

const cookieOf = (request: Request, name: string) => readCookie(request.headers.get("cookie"), name);

/**
 * /admin/login's plain form. A refusal is the page again with the username kept (never the password), and with
 * Retry-After when throttled; a sign-in sets the session and device cookies and goes to the page asked for.
 */
export const signInAction = serves([submitStaffSignIn], async ({ request, context }: ActionFunctionArgs) => {
  const form = await request.formData();
  const visitor = {
    address: context.visitor.address,
    deviceToken: cookieOf(request, deviceCookieName(context.production)),
    sessionId: cookieOf(request, sessionCookieName(context.production)),
  };
  const outcome = await submitStaffSignIn({ db: context.db }, visitor, Object.fromEntries(form));
  if (!outcome.ok) {
    const { status, body, headers } = pageRefusal(outcome);
    return data({ ...body, username: String(form.get("username") ?? "") }, { status, headers });
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", serializeSessionCookie(context.production, outcome.sessionId, outcome.expiresAt));
  headers.append("Set-Cookie", serializeDeviceCookie(context.production, outcome.deviceToken, outcome.deviceExpiresAt));
  throw redirect(safeNextPath(form.get("next") ?? undefined), { headers });
});

/** Signing out ends the session on the server whatever state it was in, then shows the sign-in page. */
export const signOutAction = serves([submitStaffSignOut], async ({ request, context }: ActionFunctionArgs) => {
  await submitStaffSignOut({ db: context.db }, { sessionId: cookieOf(request, sessionCookieName(context.production)) });
  throw redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookie(context.production) } });
});
