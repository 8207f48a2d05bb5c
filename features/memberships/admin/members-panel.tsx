import { ChevronLeft, ChevronRight, Crown, XCircle } from "lucide-react";
import { useRef, useState } from "react";
import { PageLink } from "~/ui/admin/dashboard-page";
import { toast } from "~/ui/toaster";
import { cancellationRight } from "~/lib/cancellation-period";
import { membershipStatusText } from "../membership-copy";
import { membershipTiers } from "../membership-tiers";
import type { CancelAnswer } from "../membership-status";
import type { MembersData } from "./members-data";
import { formatDate } from "~/ui/admin/dates";
import { FormDialog } from "~/ui/admin/form-dialog";
import { NoticeFields, noticeFrom } from "~/ui/admin/notice-fields";
import { EmptyState } from "~/ui/admin/empty-state";
import { countOf, ResultsStatus } from "~/ui/admin/results-status";
import { useDialogAction } from "~/ui/admin/use-dialog-action";
import { formatTotal } from "~/lib/money";
import { PanelTotals } from "~/ui/admin/panel-totals";

type Member = MembersData["rows"][number];

const day = (iso: string | null) => formatDate(iso);

const pageLink =
  "inline-flex min-h-11 items-center justify-center gap-1 rounded-full border-2 border-plum-700 bg-white px-4 font-semibold text-plum-700 hover:bg-blush-100";

/** Live members per tier and the monthly recurring revenue, for the accounts. */
function MemberTotals({ totals }: { totals: MembersData["totals"] }) {
  const items = [
    ...membershipTiers.map((tier) => ({ label: `${tier.name} members`, value: String(totals.liveByTier[tier.id]) })),
    { label: "Monthly recurring revenue", value: formatTotal(totals.monthlyRevenuePence) },
  ];
  return <PanelTotals label="Membership totals" items={items} />;
}

/** The Dreams Club's members (issue 13): each membership with its tier, state, term and next payment; newest first. */
export function MembersPanel({ members, pageHref }: { members: MembersData | undefined; pageHref: (page: number) => string }) {
  const rows = members?.rows ?? [];
  const [cancelling, setCancelling] = useState<Member>();
  const cancelButton = useRef<HTMLButtonElement | null>(null);
  // A refusal stays in the dialog beside its field (a notice dated in the future) or above the buttons.
  const cancelAction = useDialogAction<{ ok: true; answer: CancelAnswer }>(cancelling !== undefined, (answer) => {
    const member = cancelling;
    setCancelling(undefined);
    toast({ title: "Membership cancelled", description: `${member ? `${member.name}’s` : "The"} membership ends on ${day(answer.answer.endsAt)}. She has been emailed.` });
  });
  return (
    <section aria-labelledby="members-heading">
      <h2 id="members-heading" className="text-2xl font-semibold">
        Dreams Club members
      </h2>
      <p className="mt-1 text-muted">Every membership that has started, newest first. Members cancel from their account, or you cancel for them here; revenue counts active and past-due memberships at their own price.</p>
      {members && <MemberTotals totals={members.totals} />}
      <div className="mt-5 grid gap-4">
        <ResultsStatus
          loading={!members}
          hasData={Boolean(members)}
          loadingText="Loading the members..."
          summary={members ? `Showing ${rows.length} of ${countOf(members.count, "membership")}, page ${members.page} of ${members.pages}.` : ""}
        />
        {members && rows.length === 0 && <EmptyState icon={Crown} title="No members yet" text="Memberships bought on the join pages will appear here." />}
        {rows.length > 0 && (
          // Scrolls sideways on a phone: focusable, so it can be scrolled from the keyboard.
          <div tabIndex={0} role="region" aria-label="Members list" className="overflow-x-auto rounded-2xl border border-blush-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-plum-700">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">Dreams Club memberships, newest first</caption>
              <thead className="bg-blush-50 text-plum-900">
                <tr>
                  {["Member", "Tier", "Status", "Joined", "Term ends", "Next payment", "Price"].map((heading) => (
                    <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((member) => (
                  <tr key={member.id} className="border-t border-blush-100 align-top">
                    <th scope="row" className="px-4 py-3 font-normal">
                      <span className="block font-semibold">{member.name}</span>
                      <span className="block break-all text-muted">{member.email}</span>
                      {/* Beside her name, so a phone reaches it without scrolling the list sideways. */}
                      {member.cancelTakesEffect && (
                        <button
                          type="button"
                          onClick={(event) => {
                            cancelButton.current = event.currentTarget;
                            setCancelling(member);
                          }}
                          className="btn-secondary mt-2 border-red-800 whitespace-nowrap text-red-800 hover:bg-red-50"
                        >
                          <XCircle aria-hidden="true" size={18} />
                          Cancel membership<span className="sr-only"> of {member.name}</span>
                        </button>
                      )}
                    </th>
                    <td className="px-4 py-3">{member.tierName}</td>
                    <td className="px-4 py-3">
                      {membershipStatusText[member.status].label}
                      {member.cancelAt && <span className="block text-muted">ends {day(member.cancelAt)}</span>}
                    </td>
                    <td className="px-4 py-3">{day(member.startedAt)}</td>
                    <td className="px-4 py-3">{day(member.minimumTermEnd)}</td>
                    <td className="px-4 py-3">{day(member.nextPaymentOn)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatTotal(member.pricePence)} a month</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {members && members.pages > 1 && (
          <nav aria-label="Members pages" className="flex flex-wrap justify-between gap-3">
            {members.page > 1 ? (
              <PageLink to={pageHref(members.page - 1)} className={pageLink}>
                <ChevronLeft aria-hidden="true" size={20} />
                Newer members
              </PageLink>
            ) : (
              <span />
            )}
            {members.page < members.pages && (
              <PageLink to={pageHref(members.page + 1)} className={pageLink}>
                Older members
                <ChevronRight aria-hidden="true" size={20} />
              </PageLink>
            )}
          </nav>
        )}
      </div>
      <FormDialog
        open={cancelling !== undefined}
        title="Cancel this membership?"
        description={
          cancelling && (
            <>
              {cancelling.coolingOffUntil ? (
                <p>
                  {cancelling.name} joined less than {cancellationRight.days} days ago, so her {cancelling.tierName} membership will end <strong>today</strong>, the
                  minimum term aside, and her first payment is refunded to her card, less what member prices and included treatments she used took off.
                </p>
              ) : (
                <p>
                  {cancelling.name}&rsquo;s {cancelling.tierName} membership will end on <strong>{day(cancelling.cancelTakesEffect)}</strong>, by the same terms as
                  when she cancels herself. Nothing is charged after that.
                </p>
              )}
              <p>She is emailed that it is cancelled.</p>
            </>
          )
        }
        submitLabel="Yes, cancel it"
        destructive
        action={cancelAction}
        onClose={() => setCancelling(undefined)}
        returnFocus={() => (cancelButton.current?.isConnected ? cancelButton.current : document.getElementById("members-heading"))}
        onSubmit={(form) =>
          cancelling &&
          cancelAction.submit(`/admin/members/${cancelling.id}/cancel`, noticeFrom(form))
        }
      >
        <NoticeFields errors={cancelAction.fieldErrors} />
      </FormDialog>
    </section>
  );
}
