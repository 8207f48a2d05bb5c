import { useState } from "react";
import type { Route } from "./+types/admin";
import type { AdminBooking, AdminContact, DashboardStats, WaitlistEntry } from "~/features/staff/ui/admin-api";
import { AdminHeader } from "~/features/staff/ui/admin-header";
import { BlogPanel } from "~/features/staff/ui/panels/blog-panel";
import { BookingsPanel, type StatusFilter } from "~/features/staff/ui/panels/bookings-panel";
import { CalendarPanel } from "~/features/staff/ui/panels/calendar-panel";
import { ContactsPanel } from "~/features/staff/ui/panels/contacts-panel";
import { DashboardTabs } from "~/features/staff/ui/dashboard-tabs";
import { MailPanel } from "~/features/staff/ui/panels/mail-panel";
import { PrivacyPanel } from "~/features/staff/ui/panels/privacy-panel";
import { StatCards } from "~/features/staff/ui/stat-cards";
import { useAdminResource, useDebouncedValue } from "~/features/staff/ui/use-admin-resource";
import { WaitlistPanel } from "~/features/staff/ui/panels/waitlist-panel";
import { requireStaffPage } from "~/features/staff/staff-session.server";
import { staffOnly, pageMeta } from "~/app/ui/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaffPage(request, context);
  return { username: staff.username };
}

/** Clients' details: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const handle = staffOnly;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Studio dashboard",
    description: "Bookings, inquiries, waitlists, blog and mail for the studio's staff.",
    path: "/admin",
  }),
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const [tab, setTab] = useState("bookings");
  const [bookingSearch, setBookingSearch] = useState("");
  const [bookingStatus, setBookingStatus] = useState<StatusFilter>("all");
  const [contactSearch, setContactSearch] = useState("");
  const bookingQuery = new URLSearchParams({ search: useDebouncedValue(bookingSearch).trim(), status: bookingStatus });
  const contactQuery = new URLSearchParams({ search: useDebouncedValue(contactSearch).trim() });

  const stats = useAdminResource<DashboardStats>("/api/admin/stats");
  const bookings = useAdminResource<AdminBooking[]>(`/api/bookings?${bookingQuery}`);
  const contacts = useAdminResource<AdminContact[]>(`/api/contacts?${contactQuery}`);
  const waitlist = useAdminResource<WaitlistEntry[]>("/api/waitlist");

  return (
    <div className="container-page grid gap-8 py-10 sm:py-12">
      <AdminHeader username={loaderData.username} />
      <noscript>
        <p className="rounded-2xl border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">The dashboard needs JavaScript: please turn it on to see bookings.</p>
      </noscript>
      <StatCards stats={stats} />
      <DashboardTabs
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: "bookings",
            label: "Bookings",
            count: bookings.data?.length,
            content: (
              <BookingsPanel
                bookings={bookings}
                search={bookingSearch}
                onSearch={setBookingSearch}
                status={bookingStatus}
                onStatus={setBookingStatus}
                onChanged={() => {
                  bookings.reload();
                  stats.reload();
                }}
              />
            ),
          },
          { value: "contacts", label: "Contacts", count: contacts.data?.length, content: <ContactsPanel contacts={contacts} search={contactSearch} onSearch={setContactSearch} /> },
          { value: "calendar", label: "Calendar", content: <CalendarPanel /> },
          { value: "waitlist", label: "Waitlist", count: waitlist.data?.length, content: <WaitlistPanel waitlist={waitlist} /> },
          { value: "blog", label: "Blog", content: <BlogPanel /> },
          { value: "mail", label: "Mail", content: <MailPanel /> },
          { value: "privacy", label: "Privacy & exports", content: <PrivacyPanel /> },
        ]}
      />
    </div>
  );
}
