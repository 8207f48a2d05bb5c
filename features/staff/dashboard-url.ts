import { isBookingStatus, type CalendarView, type StatusFilter } from "~/features/booking";
import { isReportName, type ReportName } from "~/features/reports";
import { may, type Ability, type StaffRole } from "~/features/staff-session";
import { isValidDate } from "~/lib/zoned-time";

/**
 * What the dashboard shows lives in its address (/admin?tab=contacts&contactSearch=ada), so a reload, a bookmark
 * and Back bring the same view. The loader reads it with `readDashboardQuery`; the page writes it with
 * `dashboardSearch`, which leaves defaults out so the plain /admin stays plain.
 */
export const dashboardTabs = ["bookings", "contacts", "calendar", "clients", "schedule", "services", "waitlist", "vouchers", "members", "team", "blog", "mail", "reports", "privacy"] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** The ability each tab needs (features/staff-session/roles.ts): a role sees only the tabs it may use. */
const tabAbility: Record<DashboardTab, Ability> = {
  bookings: "bookings",
  clients: "clients",
  contacts: "desk",
  calendar: "diary",
  schedule: "catalogue",
  services: "catalogue",
  waitlist: "desk",
  vouchers: "desk",
  members: "desk",
  team: "team",
  blog: "content",
  mail: "desk",
  reports: "reports",
  privacy: "exports",
};

export const mayShowTab = (role: StaffRole, tab: DashboardTab): boolean => may(role, tabAbility[tab]);

/** The tab a role is shown for the one asked: a practitioner asking for Bookings (the default) gets her diary. */
export const tabFor = (role: StaffRole, tab: DashboardTab): DashboardTab => (mayShowTab(role, tab) ? tab : (dashboardTabs.find((each) => mayShowTab(role, each)) ?? "calendar"));

export interface DashboardQuery {
  tab: DashboardTab;
  /** Bookings: name, email, phone or service. */
  search: string;
  status: StatusFilter;
  /** "shown" lists abandoned holds (never paid, cancelled when the hold lapsed); by default they are left out. */
  abandoned: "" | "shown";
  /** The bookings page: an opaque cursor from the list (features/booking/admin/booking-list.server.ts); empty for page one. */
  cursor: string;
  /** Bookings a page, as typed in the address (empty for the default; the loader ignores a size it refuses). */
  limit: string;
  /** Contacts: name, email or message. */
  contactSearch: string;
  view: CalendarView;
  /** The calendar's day (or a day of its week); empty means today. */
  date: string;
  /** The week view's practitioner (a diary column's id); empty for the first. */
  person: string;
  /** The vouchers page: an opaque cursor from the list (features/vouchers/voucher-admin.server.ts); empty for page one. */
  voucherCursor: string;
  /** The Members tab's page number, as typed (empty for page one; the loader shows the last page past the end). */
  memberPage: string;
  /** Clients: the start of a name, email or phone number. */
  clientSearch: string;
  /** The clients page: an opaque cursor from the list (features/clients); empty for page one. */
  clientCursor: string;
  /** Reports: which one (features/reports), and its first and last London days as typed (empty: this month). */
  report: ReportName;
  reportFrom: string;
  reportTo: string;
}

const defaults: DashboardQuery = { tab: "bookings", search: "", status: "all", abandoned: "", cursor: "", limit: "", contactSearch: "", view: "week", date: "", person: "", voucherCursor: "", memberPage: "", clientSearch: "", clientCursor: "", report: "revenue", reportFrom: "", reportTo: "" };

const isTab = (value: string | null): value is DashboardTab => (dashboardTabs as readonly (string | null)[]).includes(value);

/** Anything unknown in the address falls back to the default rather than failing. */
export function readDashboardQuery(params: URLSearchParams): DashboardQuery {
  const tab = params.get("tab");
  const status = params.get("status");
  const date = params.get("date") ?? "";
  return {
    tab: isTab(tab) ? tab : defaults.tab,
    search: (params.get("search") ?? "").slice(0, 200),
    status: isBookingStatus(status) ? status : defaults.status,
    abandoned: params.get("abandoned") === "shown" ? "shown" : defaults.abandoned,
    cursor: (params.get("cursor") ?? "").slice(0, 300),
    limit: (params.get("limit") ?? "").slice(0, 4),
    contactSearch: (params.get("contactSearch") ?? "").slice(0, 200),
    view: params.get("view") === "day" ? "day" : defaults.view,
    date: isValidDate(date) ? date : defaults.date,
    person: /^[0-9a-f-]{36}$/i.test(params.get("person") ?? "") ? params.get("person")! : defaults.person,
    voucherCursor: (params.get("voucherCursor") ?? "").slice(0, 300),
    memberPage: /^[1-9]\d{0,5}$/.test(params.get("memberPage") ?? "") ? params.get("memberPage")! : defaults.memberPage,
    clientSearch: (params.get("clientSearch") ?? "").slice(0, 100),
    clientCursor: (params.get("clientCursor") ?? "").slice(0, 300),
    report: isReportName(params.get("report") ?? "") ? (params.get("report") as ReportName) : defaults.report,
    reportFrom: (params.get("reportFrom") ?? "").slice(0, 10),
    reportTo: (params.get("reportTo") ?? "").slice(0, 10),
  };
}

export function dashboardSearch(query: DashboardQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as (keyof DashboardQuery)[]) {
    if (query[key] !== defaults[key]) params.set(key, query[key]);
  }
  return params;
}
