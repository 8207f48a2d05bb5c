import { BOOKING_PAGE } from "~/features/booking";
import { dashboardSearch, mayShowTab, readDashboardQuery, tabFor, type DashboardQuery, type DashboardTab } from "~/features/staff/dashboard-url";
import { may } from "~/features/staff-session";
import { AdminHeader } from "./header/admin-header";
import { usePage } from "~/ui/admin/dashboard-page";
import type { DashboardData } from "./admin-data";
import { DashboardTabs } from "./dashboard-tabs";
import { LoadError } from "~/ui/admin/load-error";
import { lazyPart } from "~/ui/admin/lazy-part";
import { StatCards } from "./stat-cards";
import { StuckRefunds } from "./alerts/stuck-refunds";
import { FailedJobs } from "./alerts/failed-jobs";

// Every tab, the Bookings tab and the calendar's grid too, comes in its own chunk when first chosen
// (docs/decisions/0053, 0060); the one the server showed comes before the page hydrates (below).
const BookingsPanel = lazyPart(() => import("~/features/booking/admin").then((module) => module.BookingsPanel));
const ContactsPanel = lazyPart(() => import("~/features/inquiries/admin").then((module) => module.ContactsPanel));
const CalendarPanel = lazyPart(() => import("~/features/booking/admin/calendar").then((module) => module.CalendarPanel));
const SchedulePanel = lazyPart(() => import("~/features/schedule/admin").then((module) => module.SchedulePanel));
const ServicesPanel = lazyPart(() => import("~/features/studio/admin").then((module) => module.ServicesPanel));
const WaitlistPanel = lazyPart(() => import("~/features/inquiries/admin").then((module) => module.WaitlistPanel));
const VouchersPanel = lazyPart(() => import("~/features/vouchers/admin").then((module) => module.VouchersPanel));
const MembersPanel = lazyPart(() => import("~/features/memberships/admin").then((module) => module.MembersPanel));
const ClientsPanel = lazyPart(() => import("~/features/clients/admin").then((module) => module.ClientsPanel));
const TeamPanel = lazyPart(() => import("~/features/team/admin").then((module) => module.TeamPanel));
const BlogPanel = lazyPart(() => import("~/features/blog/admin").then((module) => module.BlogPanel));
const MailPanel = lazyPart(() => import("~/features/mail/admin").then((module) => module.MailPanel));
const ReportsPanel = lazyPart(() => import("~/features/reports/admin").then((module) => module.ReportsPanel));
const PrivacyPanel = lazyPart(() => import("~/features/clients/admin").then((module) => module.PrivacyPanel));
const lazyPanels: Record<DashboardTab, { preload: () => Promise<unknown> }> = {
  bookings: BookingsPanel,
  contacts: ContactsPanel,
  calendar: CalendarPanel,
  schedule: SchedulePanel,
  services: ServicesPanel,
  waitlist: WaitlistPanel,
  vouchers: VouchersPanel,
  members: MembersPanel,
  team: TeamPanel,
  clients: ClientsPanel,
  blog: BlogPanel,
  mail: MailPanel,
  reports: ReportsPanel,
  privacy: PrivacyPanel,
};

/**
 * The chunk of the tab the server's HTML shows, asked for before the island hydrates (features/staff/ui/island/admin.tsx).
 * A chunk that did not arrive must not stop the page: its tab then waits in its <Suspense> and asks again.
 */
export async function preloadShownTab(): Promise<void> {
  const shown = document.querySelector<HTMLElement>("[role=tabpanel][data-tab]")?.dataset.tab;
  await (shown && shown in lazyPanels ? lazyPanels[shown as DashboardTab].preload().catch(() => undefined) : undefined);
}

/**
 * The staff dashboard over its loader's data. What it shows (tab, searches, filter, calendar day) is the page
 * address; while a new address loads, the controls already show it and the lists stay until the answer is in.
 */
export function Dashboard() {
  const { data, search, loading, navigate } = usePage<DashboardData>();
  const asked = readDashboardQuery(new URLSearchParams(search));
  // The tabs follow the role (the loader answers the same tab): a practitioner's dashboard is her diary.
  const query = { ...asked, tab: tabFor(data.role, asked.tab) };

  /** A new tab is a step Back can undo; typing and filtering replace the current step, and start at page one. */
  const show = (change: Partial<DashboardQuery>, { step = false } = {}) => {
    const filtered = "search" in change || "status" in change || "abandoned" in change;
    navigate(`?${dashboardSearch({ ...query, ...(filtered ? { cursor: "" } : {}), ...change })}`, { replace: !step });
  };
  const pageHref = (cursor: string) => `?${dashboardSearch({ ...query, cursor })}`;

  return (
    <div className="container-page grid gap-8 py-10 sm:py-12">
      <AdminHeader username={data.username} feedOn={data.calendarFeed.on} ratings={may(data.role, "reviews")} />
      <noscript>
        <p className="rounded-2xl border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">Without JavaScript the dashboard can only be read: please turn it on to change bookings, posts or mail.</p>
      </noscript>
      {data.stuckRefunds && <StuckRefunds refunds={data.stuckRefunds} />}
      {data.failedJobs && <FailedJobs jobs={data.failedJobs} />}
      {data.stats && <StatCards stats={data.stats} loading={loading} />}
      <DashboardTabs
        value={query.tab}
        onValueChange={(tab) => {
          // The panel's chunk comes while its data loads, not after.
          void lazyPanels[tab as DashboardTab]?.preload();
          show({ tab: tab as DashboardTab }, { step: true });
        }}
        onIntent={(tab) => void lazyPanels[tab as DashboardTab]?.preload()}
        tabs={([
          {
            value: "bookings",
            label: "Bookings",
            count: data.bookingPages.more ? `${data.bookingPages.count}+` : data.bookingPages.count,
            content: (
              <BookingsPanel
                bookings={data.bookings}
                paging={data.bookingPages}
                pageHref={pageHref}
                longer={
                  data.bookingPages.pageSize < BOOKING_PAGE.default
                    ? { size: BOOKING_PAGE.default, href: `?${dashboardSearch({ ...query, cursor: "", limit: String(BOOKING_PAGE.default) })}` }
                    : undefined
                }
                abandoned={query.abandoned === "shown"}
                onAbandoned={(shown) => show({ abandoned: shown ? "shown" : "" })}
                loading={loading}
                search={query.search}
                onSearch={(search) => show({ search })}
                status={query.status}
                onStatus={(status) => show({ status })}
              />
            ),
          },
          {
            value: "contacts",
            label: "Contacts",
            count: data.contacts.length,
            content: <ContactsPanel contacts={data.contacts} loading={loading} search={query.contactSearch} onSearch={(contactSearch) => show({ contactSearch })} />,
          },
          {
            value: "calendar",
            label: "Calendar",
            content: (
              <CalendarPanel
                bookings={data.calendar}
                diary={data.diary}
                loading={loading}
                view={query.view}
                date={query.date}
                person={query.person}
                hrefFor={(change) => `?${dashboardSearch({ ...query, ...change })}`}
              />
            ),
          },
          {
            value: "clients",
            label: "Clients",
            content: (
              <ClientsPanel
                clients={data.clients}
                loading={loading}
                search={query.clientSearch}
                onSearch={(clientSearch) => show({ clientSearch, clientCursor: "" })}
                pageHref={(clientCursor) => `?${dashboardSearch({ ...query, clientCursor })}`}
              />
            ),
          },
          { value: "schedule", label: "Schedule", content: <SchedulePanel schedule={data.schedule} /> },
          { value: "services", label: "Services", content: <ServicesPanel services={data.services} /> },
          { value: "waitlist", label: "Waitlist", count: data.waitlist.length, content: <WaitlistPanel waitlist={data.waitlist} funnel={data.funnel} /> },
          {
            value: "vouchers",
            label: "Vouchers",
            content: <VouchersPanel vouchers={data.vouchers} pageHref={(voucherCursor) => `?${dashboardSearch({ ...query, voucherCursor })}`} />,
          },
          {
            value: "members",
            label: "Members",
            content: <MembersPanel members={data.members} pageHref={(page) => `?${dashboardSearch({ ...query, memberPage: page === 1 ? "" : String(page) })}`} />,
          },
          { value: "team", label: "Team", content: <TeamPanel team={data.team} /> },
          { value: "blog", label: "Blog", content: <BlogPanel posts={data.posts} /> },
          { value: "mail", label: "Mail", content: <MailPanel outbox={data.outbox} /> },
          { value: "reports", label: "Reports", content: <ReportsPanel reports={data.reports} query={query} /> },
          { value: "privacy", label: "Privacy & exports", content: <PrivacyPanel /> },
        ] as const)
          .filter((tab) => mayShowTab(data.role, tab.value))
          .map((tab) => ({ ...tab, lazy: true }))}
      />
    </div>
  );
}

/** The dashboard's data could not be read (the database is away, say): the reason and a way to try again. */
export function DashboardLoadError() {
  return (
    <div className="container-page py-10 sm:py-12">
      <LoadError what="dashboard" message="The studio server did not answer as expected; please try again in a moment." retryHref="/admin" />
    </div>
  );
}
