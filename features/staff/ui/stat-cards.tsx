import { CalendarCheck, Clock, MessageCircleHeart, Wallet, type LucideIcon } from "lucide-react";
import { formatTotal } from "~/lib/money";
import type { DashboardStats } from "./admin-data";

interface Card {
  label: string;
  icon: LucideIcon;
  value: (stats: DashboardStats) => string;
}

/** DESIGN section 5's four cards. */
const cards: Card[] = [
  { label: "Today's appointments", icon: CalendarCheck, value: (stats) => String(stats.todaysAppointments) },
  { label: "Awaiting confirmation", icon: Clock, value: (stats) => String(stats.awaitingConfirmation) },
  { label: "Paid revenue this month", icon: Wallet, value: (stats) => formatTotal(stats.revenueThisMonthPence) },
  { label: "New enquiries (7 days)", icon: MessageCircleHeart, value: (stats) => String(stats.newInquiries) },
];

export function StatCards({ stats, loading }: { stats: DashboardStats; loading: boolean }) {
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        At a glance
      </h2>
      <dl aria-busy={loading} className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {cards.map(({ label, icon: Icon, value }) => (
          <div key={label} className="flex flex-col justify-between gap-1 rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
            <dt className="text-sm font-medium text-muted sm:text-base">{label}</dt>
            <dd className="flex items-center gap-2 font-display text-2xl font-semibold text-plum-900 sm:text-3xl">
              <Icon aria-hidden="true" size={22} className="shrink-0 text-plum-500" />
              {value(stats)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
