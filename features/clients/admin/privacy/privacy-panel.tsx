import { Download, LoaderCircle, Search, ShieldCheck, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { TextField } from "~/ui/forms/text-field";
import { toast } from "~/ui/toaster";
import { formatAppointment, formatDateTime } from "~/ui/admin/dates";
import type { PrivacyAdminServer } from "./privacy-data";
import { useFetcherDone } from "~/ui/admin/use-fetcher-done";
import { ConfirmDialog } from "~/ui/admin/confirm-dialog";
import { countOf } from "~/ui/admin/results-status";
import { formatTotal } from "~/lib/money";

const exports = [
  { kind: "bookings", label: "Bookings" },
  { kind: "contacts", label: "Contact enquiries" },
  { kind: "waitlist", label: "Waitlist" },
  { kind: "vouchers", label: "Gift vouchers" },
  { kind: "members", label: "Dreams Club members" },
] as const;

const linkButton = "btn-secondary";

/** CSV exports, and a person's rights under UK GDPR: see everything held about an email address, download it, erase it. */
export function PrivacyPanel() {
  const [email, setEmail] = useState("");
  const lookup = useFetcher<PrivacyAdminServer["findPerson"]>();
  const eraser = useFetcher<PrivacyAdminServer["erasePerson"]>();
  const [confirming, setConfirming] = useState(false);
  /** An erasure's counts stand until the next look-up; the look-up's answer until the next erasure. */
  const [shown, setShown] = useState<"found" | "erased">("found");
  const eraseButton = useRef<HTMLButtonElement>(null);
  const looking = lookup.state !== "idle";
  const erasing = eraser.state !== "idle";
  const answer = lookup.data;
  const found = shown === "found" && answer?.ok ? answer.found : undefined;
  const emailError = answer && !answer.ok ? (answer.fieldErrors?.email?.[0] ?? answer.message) : undefined;
  const erased = shown === "erased" && eraser.data?.ok ? eraser.data : undefined;

  useFetcherDone(lookup, () => setShown("found"));
  useFetcherDone(eraser, (result) => {
    setConfirming(false);
    if (!result.ok) {
      toast({ title: "Nothing was erased", description: result.message, variant: "destructive" });
      return;
    }
    setShown("erased");
    toast({ title: "Personal data erased", description: `Everything held about ${result.email} has been erased or anonymised.` });
  });

  const erase = () => found && void eraser.submit({ email: found.email }, { method: "post", action: "/admin/privacy", encType: "application/json" });

  const total = found ? found.contacts.length + found.bookings.length + found.waitlist.length + found.emails.length + found.vouchers.length + found.memberships.length + found.marketing.length : 0;
  return (
    <div className="grid gap-10">
      <section aria-labelledby="exports-heading">
        <h2 id="exports-heading" className="text-2xl font-semibold">
          Exports
        </h2>
        <p className="mt-1 text-muted">Spreadsheet (CSV) files of everything in each list, for the accounts or a backup. Keep them safe: they hold clients&apos; details.</p>
        <ul className="mt-4 flex flex-wrap gap-3">
          {exports.map(({ kind, label }) => (
            <li key={kind}>
              <a href={`/admin/export/${kind}.csv`} download className={linkButton}>
                <Download aria-hidden="true" size={18} />
                {label} (CSV)
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="privacy-heading">
        <h2 id="privacy-heading" tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          Personal data requests
        </h2>
        <p className="mt-1 max-w-3xl text-muted">
          When someone asks what we hold about them, or asks us to forget them, look up their email address here. Bookings are kept as financial
          records but anonymised on erasure.
        </p>
        <lookup.Form method="get" action="/admin/privacy" role="search" aria-label="Personal data" noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <TextField name="email" type="email" label="Email address" autoComplete="off" value={email} errors={emailError ? [emailError] : undefined} onChange={(event) => setEmail(event.target.value)} />
          </div>
          <button type="submit" disabled={looking} className="btn-primary sm:mt-8 disabled:cursor-wait disabled:opacity-85">
            {looking ? <LoaderCircle aria-hidden="true" size={18} className="animate-spin" /> : <Search aria-hidden="true" size={18} />}
            Look up
          </button>
        </lookup.Form>

        <div role="status" aria-live="polite" className="mt-6">
          {looking && <p className="sr-only">Looking up…</p>}
          {erased && (
            <div className="rounded-2xl border border-green-300 bg-green-50 p-4 text-green-900">
              <p className="flex items-center gap-2 font-semibold">
                <ShieldCheck aria-hidden="true" size={20} />
                Erased what was held about {erased.email}
              </p>
              <ul className="mt-2 list-disc pl-6">
                <li>{countOf(erased.counts.contacts, "contact message")} deleted</li>
                <li>{countOf(erased.counts.waitlist, "waitlist entry", "waitlist entries")} deleted</li>
                <li>{countOf(erased.counts.emails, "email")} deleted</li>
                <li>{countOf(erased.counts.noticesScrubbed, "studio notice")} cleared of her details</li>
                <li>{countOf(erased.counts.bookingsAnonymised, "booking")} kept, anonymised</li>
                <li>{countOf(erased.counts.vouchersAnonymised, "gift voucher")} kept, anonymised</li>
                <li>{countOf(erased.counts.membershipsAnonymised, "ended membership")} kept, anonymised</li>
                <li>{countOf(erased.counts.marketingChoices, "marketing choice")} deleted</li>
              </ul>
            </div>
          )}
          {found && !looking && (
            <p className="font-semibold">
              {total === 0 ? `Nothing is held about ${found.email}.` : `Found for ${found.email}: ${countOf(found.contacts.length, "contact message")}, ${countOf(found.bookings.length, "booking")}, ${countOf(found.waitlist.length, "waitlist entry", "waitlist entries")}, ${countOf(found.emails.length, "email")}, ${countOf(found.vouchers.length, "gift voucher")}, ${countOf(found.memberships.length, "membership")} and ${countOf(found.marketing.length, "marketing choice")}.`}
            </p>
          )}
        </div>

        {found && total > 0 && (
          <section aria-labelledby="held-heading" className="mt-4 rounded-3xl border border-blush-200 bg-white p-4 sm:p-6">
            <h3 id="held-heading" className="text-xl font-semibold">
              What we hold
            </h3>
            <HeldList title="Contact messages" items={found.contacts.map((c) => ({ id: c.id, main: c.message, meta: `${c.name} · ${formatDateTime(c.createdAt)}` }))} />
            <HeldList
              title="Bookings"
              items={found.bookings.map((b) => ({ id: b.id, main: `${b.service}, ${formatAppointment(b)}`, meta: `${b.name} · ${b.phone} · ${b.status}, ${b.paymentStatus}` }))}
            />
            <HeldList title="Waitlist" items={found.waitlist.map((w) => ({ id: w.id, main: w.service, meta: `${w.name} · ${w.phone} · joined ${formatDateTime(w.createdAt)}` }))} />
            <HeldList
              title="Gift vouchers"
              items={found.vouchers.map((v) => ({ id: v.id, main: `${formatTotal(v.amountPence)} voucher ending ${v.codeEnd}, ${formatTotal(v.balancePence)} left`, meta: `${v.buyerName} → ${v.recipientName ?? "no recipient named"} · ${formatDateTime(v.createdAt)}` }))}
            />
            <HeldList
              title="Dreams Club memberships"
              items={found.memberships.map((m) => ({ id: m.id, main: `${m.tierName}, ${formatTotal(m.pricePence)} a month: ${m.status}`, meta: `${m.name} · joined ${m.startedAt ? formatDateTime(m.startedAt) : "never paid"}` }))}
            />
            <HeldList
              title="Marketing choices"
              items={found.marketing.map((c, index) => ({
                id: `${index}`,
                main: `${c.channel === "sms" ? "Texts" : "Emails"}: ${c.granted ? "agreed" : "withdrawn"}`,
                meta: `${c.source}${c.wordingVersion === null ? "" : ` · wording ${c.wordingId} v${c.wordingVersion}`} · ${formatDateTime(c.createdAt)}`,
              }))}
            />
            <HeldList title="Emails" items={found.emails.map((m) => ({ id: m.id, main: m.subject, meta: `${m.status} · ${formatDateTime(m.createdAt)}` }))} />
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <a href={`/admin/export/personal-data.json?${new URLSearchParams({ email: found.email })}`} download className={linkButton}>
                <Download aria-hidden="true" size={18} />
                Download as JSON
              </a>
              <button ref={eraseButton} type="button" onClick={() => setConfirming(true)} className="btn-secondary border-red-800 text-red-800 hover:bg-red-50">
                <Trash2 aria-hidden="true" size={18} />
                Erase
              </button>
            </div>
          </section>
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        title={`Erase ${found?.email ?? "this person"}?`}
        confirmLabel="Yes, erase"
        keepLabel="Keep everything"
        working={erasing}
        onConfirm={erase}
        onClose={() => setConfirming(false)}
        returnFocus={() => (eraseButton.current?.isConnected ? eraseButton.current : document.getElementById("privacy-heading"))}
      >
        <p>Their contact messages, waitlist entries, marketing choices and emails will be deleted.</p>
        <p>Bookings are kept anonymised: the amount, date and payment stay for the accounts; the name, email, phone and notes are removed.</p>
        <p>Gift vouchers are kept the same way: the amount, balance and redemptions stay; her name, email and the message are removed.</p>
        <p>Ended Dreams Club memberships are kept the same way (tier, price, dates). A live membership must end first: erasing is refused while one is still billed.</p>
        <p className="font-semibold">This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}

function HeldList({ title, items }: { title: string; items: { id: string; main: string; meta: string }[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-4">
      <h4 className="font-semibold text-plum-900">
        {title} ({items.length})
      </h4>
      <ul className="mt-2 grid gap-2">
        {items.map((item) => (
          <li key={item.id} className="rounded-xl bg-blush-50 px-3 py-2 text-sm">
            <p className="break-words whitespace-pre-line">{item.main}</p>
            <p className="text-muted break-words">{item.meta}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
