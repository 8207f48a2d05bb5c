import type { ClientHoldings } from "../client-holdings";
import { describeMarketingChoice } from "~/features/marketing";
import { membershipStatusText, type MembershipStatus } from "~/features/memberships";
import { voucherStateLabels } from "~/features/vouchers";
import { formatTotal } from "~/lib/money";
import { formatDate } from "~/ui/admin/dates";

const card = "rounded-2xl border border-blush-200 bg-white p-4";

function Section({ id, title, empty, children }: { id: string; title: string; empty: string | false; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {empty ? <p className="mt-2 text-muted">{empty}</p> : children}
    </section>
  );
}

/** What she holds beyond her visits: vouchers, membership, courses, and the marketing she has agreed to (DESIGN 11). */
export function ClientHoldingsSections({ holdings }: { holdings: ClientHoldings }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Section id="membership" title="Membership" empty={holdings.memberships.length === 0 && "Not a member."}>
        <ul className="mt-3 grid gap-3">
          {holdings.memberships.map((member) => (
            <li key={member.id} className={card}>
              <p className="font-semibold">
                {member.tierName} · {membershipStatusText[member.status as MembershipStatus]?.label ?? member.status}
              </p>
              <p className="text-sm text-muted">
                {[
                  member.startedAt && `since ${formatDate(member.startedAt)}`,
                  member.nextPaymentOn && `next payment ${formatDate(member.nextPaymentOn)}`,
                  member.endedAt && `ended ${formatDate(member.endedAt)}`,
                ]
                  .filter(Boolean)
                  .join(" · ") || "Not started"}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="courses" title="Courses" empty={holdings.courses.length === 0 && "No courses."}>
        <ul className="mt-3 grid gap-3">
          {holdings.courses.map((course) => (
            <li key={course.id} className={card}>
              <p className="font-semibold">{course.label}</p>
              <p className="text-sm text-muted">
                {course.sessionsUsed} of {course.sessionsTotal} sessions used, {course.sessionsLeft} left ·{" "}
                {course.ended ? "ended" : `until ${formatDate(course.expiresAt)}`}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="vouchers" title="Gift vouchers" empty={holdings.vouchers.length === 0 && "No vouchers bought or received."}>
        <ul className="mt-3 grid gap-3">
          {holdings.vouchers.map((voucher) => (
            <li key={voucher.id} className={card}>
              <p className="font-semibold">
                {voucher.serviceName ?? formatTotal(voucher.amountPence)} voucher ending {voucher.codeEnd} · {voucherStateLabels[voucher.state]}
              </p>
              <p className="text-sm text-muted">
                {voucher.roles.includes("bought") && voucher.roles.includes("received") ? "Bought for herself" : voucher.roles.includes("bought") ? "Bought as a gift" : "Received as a gift"}
                {` · ${formatTotal(voucher.balancePence)} of ${formatTotal(voucher.amountPence)} left`}
                {voucher.expiresAt ? ` · expires ${formatDate(voucher.expiresAt)}` : ""}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="marketing" title="Marketing choices" empty={holdings.marketing.length === 0 && "No email address on record."}>
        <ul className="mt-3 grid gap-3">
          {holdings.marketing.map((address) => (
            <li key={address.email} className={card}>
              <p className="font-semibold break-all">{address.email}</p>
              <ul className="mt-1 text-sm">
                {address.choices.map((choice) => (
                  <li key={choice.channel}>
                    {describeMarketingChoice(choice)}
                    {choice.at ? <span className="text-muted">, {formatDate(choice.at)}</span> : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
