import { Gift, LoaderCircle, Plus, Search, X } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { TextField } from "~/ui/forms/text-field";
import { toast } from "~/ui/toaster";
import { voucherAdminMessages } from "../voucher-admin";
import { staffVoucherRefundSentence } from "../voucher-cancel";
import type { AdminVoucherRow, VouchersData } from "./vouchers-data";
import { ConfirmDialog } from "~/ui/admin/confirm-dialog";
import { EmptyState } from "~/ui/admin/empty-state";
import { PageLinks } from "~/ui/admin/page-links";
import { countOf, ResultsStatus } from "~/ui/admin/results-status";
import { useFetcherDone } from "~/ui/admin/use-fetcher-done";
import { formatTotal } from "~/lib/money";
import { IssueVoucherDialog } from "./issue-voucher-dialog";
import { CancelVoucherDialog, type VoucherCancelled } from "./cancel-voucher-dialog";
import { VoucherCard } from "./voucher-card";
import { PanelTotals } from "~/ui/admin/panel-totals";

type Refusal = { ok: false; code: string; message: string };

/** Finds one voucher by the code as typed (any case, spaces or dashes); the server counts each try. */
function VoucherLookup({ changed, onVoid }: { changed: Record<string, AdminVoucherRow>; onVoid: (voucher: AdminVoucherRow, button: HTMLButtonElement) => void }) {
  const fetcher = useFetcher<{ ok: true; voucher: AdminVoucherRow } | Refusal>();
  const looking = fetcher.state !== "idle";
  const answer = fetcher.data;
  const refusal = answer && !answer.ok ? answer : undefined;
  // A voucher voided since it was found shows as it is now, without counting another look-up.
  const found = answer?.ok ? (changed[answer.voucher.id] ?? answer.voucher) : undefined;
  const fieldError = refusal?.code === "invalid" ? [refusal.message] : undefined;
  return (
    <section aria-labelledby="voucher-lookup-heading" className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id="voucher-lookup-heading" className="text-xl font-semibold">
        Look up a code
      </h3>
      <fetcher.Form method="get" action="/admin/vouchers/lookup" noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="grow">
          <TextField name="code" label="Voucher code" autoComplete="off" spellCheck={false} required description="The whole code, as printed: ABCD-EFGH-JKMN-PQRS." errors={fieldError} />
        </div>
        <button type="submit" disabled={looking} className="btn-primary sm:mt-8 disabled:cursor-wait disabled:opacity-85">
          {looking ? <LoaderCircle aria-hidden="true" size={18} className="animate-spin" /> : <Search aria-hidden="true" size={18} />}
          Find voucher
        </button>
      </fetcher.Form>
      <div role="status" aria-live="polite" className="mt-3">
        {refusal && refusal.code !== "invalid" && !looking && <p className="font-semibold text-red-800">{refusal.code === "not-found" ? voucherAdminMessages.noSuchCode : refusal.message}</p>}
        {found && !looking && <p className="sr-only">Found the voucher ending {found.codeEnd}.</p>}
      </div>
      {found && !looking && (
        <div className="mt-3">
          <VoucherCard voucher={found} onVoid={onVoid} />
        </div>
      )}
    </section>
  );
}

/** Sold, spent and still to spend: the vouchers' money, for the accounts. */
function VoucherTotals({ totals }: { totals: VouchersData["totals"] }) {
  const items = [
    { label: "Vouchers sold", value: String(totals.sold) },
    { label: "Sold for", value: formatTotal(totals.soldPence) },
    { label: "Spent on bookings", value: formatTotal(totals.redeemedPence) },
    { label: "Still to spend", value: formatTotal(totals.outstandingPence) },
  ];
  return <PanelTotals label="Gift voucher totals" items={items} />;
}

/** Gift vouchers (issue 13): issue one sold at the desk, look one up by its code, void one, and the list, newest first. */
export function VouchersPanel({ vouchers, pageHref }: { vouchers: VouchersData | undefined; pageHref: (cursor: string) => string }) {
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<{ code: string; voucher: AdminVoucherRow }>();
  const [voiding, setVoiding] = useState<AdminVoucherRow>();
  const [changed, setChanged] = useState<Record<string, AdminVoucherRow>>({});
  const issueButton = useRef<HTMLButtonElement>(null);
  const voidButton = useRef<HTMLButtonElement | null>(null);
  const issuedNote = useRef<HTMLDivElement>(null);
  const voidFetcher = useFetcher<{ ok: true; voucher: AdminVoucherRow } | Refusal>();
  useFetcherDone(voidFetcher, (answer) => {
    setVoiding(undefined);
    if (answer.ok) {
      setChanged((known) => ({ ...known, [answer.voucher.id]: answer.voucher }));
      toast({ title: "Voucher void", description: `The voucher ending ${answer.voucher.codeEnd} can no longer be spent.` });
    } else {
      toast({ title: "Not voided", description: answer.message, variant: "destructive" });
    }
  });
  const askToVoid = (voucher: AdminVoucherRow, button: HTMLButtonElement) => {
    voidButton.current = button;
    setVoiding(voucher);
  };
  // The 14-day cancellation (docs/decisions/0036): asked with the refund stated, then its outcome shown on the tab.
  const [cancelling, setCancelling] = useState<AdminVoucherRow>();
  const [cancelled, setCancelled] = useState<VoucherCancelled & { codeEnd: string }>();
  const cancelButton = useRef<HTMLButtonElement | null>(null);
  const cancelledNote = useRef<HTMLDivElement>(null);
  const askToCancel = (voucher: AdminVoucherRow, button: HTMLButtonElement) => {
    cancelButton.current = button;
    setCancelling(voucher);
  };
  const rows = vouchers?.rows ?? [];
  return (
    <section aria-labelledby="vouchers-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="vouchers-heading" className="text-2xl font-semibold">
            Gift vouchers
          </h2>
          <p className="mt-1 text-muted">Every voucher sold, what is left on it, and where it was spent. Codes show only their last four characters.</p>
        </div>
        <button ref={issueButton} type="button" onClick={() => setIssuing(true)} className="btn-primary">
          <Plus aria-hidden="true" size={18} />
          Issue a voucher
        </button>
      </div>

      {issued && (
        <div ref={issuedNote} tabIndex={-1} role="status" className="mt-5 rounded-2xl border-2 border-green-700 bg-green-50 p-4 focus:outline-none sm:p-5">
          <p className="font-semibold text-green-900">
            {formatTotal(issued.voucher.amountPence)} voucher issued. Write this code on the card now: it is not shown again.
          </p>
          <p className="mt-2 font-mono text-2xl font-semibold tracking-wider break-all text-ink" data-testid="issued-voucher-code">
            {issued.code}
          </p>
          <button type="button" onClick={() => setIssued(undefined)} className="btn-secondary mt-3">
            <X aria-hidden="true" size={18} />
            Done, I have written it down
          </button>
        </div>
      )}

      {cancelled && (
        <div ref={cancelledNote} tabIndex={-1} role="status" className="mt-5 rounded-2xl border-2 border-green-700 bg-green-50 p-4 focus:outline-none sm:p-5">
          <p className="font-semibold text-green-900">The voucher ending {cancelled.codeEnd} is cancelled.</p>
          <p className="mt-1 text-ink">
            {staffVoucherRefundSentence(cancelled.refundPence, cancelled.paidPence, { done: true })}{" "}
            {cancelled.refundStatus === "failed" ? "The card provider refused the refund: give the money back another way." : `Refund ${cancelled.refundStatus}.`}
          </p>
        </div>
      )}

      {vouchers && <VoucherTotals totals={vouchers.totals} />}

      <div className="mt-5 grid gap-6">
        <VoucherLookup changed={changed} onVoid={askToVoid} />
        <ResultsStatus
          loading={!vouchers}
          hasData={Boolean(vouchers)}
          loadingText="Loading the vouchers..."
          summary={vouchers ? `Showing ${rows.length} of ${countOf(vouchers.count, "voucher")}, newest first.` : ""}
        />
        {vouchers && rows.length === 0 && <EmptyState icon={Gift} title="No gift vouchers yet" text="Vouchers bought online or issued here will appear here." />}
        {rows.length > 0 && (
          <ul className="grid gap-4" aria-label="Gift vouchers, newest first">
            {rows.map((voucher) => (
              <li key={voucher.id}>
                <VoucherCard voucher={voucher} onVoid={askToVoid} onCancel={askToCancel} />
              </li>
            ))}
          </ul>
        )}
        {vouchers && <PageLinks paging={vouchers} pageHref={pageHref} what="vouchers" />}
      </div>

      <IssueVoucherDialog
        open={issuing}
        onClose={() => setIssuing(false)}
        onIssued={(answer) => {
          setIssued(answer);
          requestAnimationFrame(() => issuedNote.current?.focus());
        }}
        returnFocus={() => issuedNote.current ?? issueButton.current}
      />
      <ConfirmDialog
        open={voiding !== undefined}
        title="Void this voucher?"
        confirmLabel="Yes, void it"
        keepLabel="Keep the voucher"
        working={voidFetcher.state !== "idle"}
        onConfirm={() => voiding && voidFetcher.submit({}, { method: "post", action: `/admin/vouchers/${voiding.id}/void`, encType: "application/json" })}
        onClose={() => setVoiding(undefined)}
        returnFocus={() => (voidButton.current?.isConnected ? voidButton.current : document.getElementById("vouchers-heading"))}
      >
        {voiding && (
          <p>
            The {formatTotal(voiding.amountPence)} voucher ending {voiding.codeEnd} has {formatTotal(voiding.balancePence)} left. Once void, it pays for nothing more.
          </p>
        )}
        <p className="font-semibold">This cannot be undone.</p>
      </ConfirmDialog>
      <CancelVoucherDialog
        voucher={cancelling}
        onClose={() => setCancelling(undefined)}
        onCancelled={(answer, voucher) => {
          setCancelling(undefined);
          setCancelled({ ...answer, codeEnd: voucher.codeEnd });
          requestAnimationFrame(() => cancelledNote.current?.focus());
        }}
        returnFocus={() => (cancelButton.current?.isConnected ? cancelButton.current : (cancelledNote.current ?? document.getElementById("vouchers-heading")))}
      />
    </section>
  );
}
