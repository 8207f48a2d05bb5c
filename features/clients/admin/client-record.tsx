import { FormError } from "~/ui/forms/form-error";
import { SubmitButton } from "~/ui/forms/submit-button";
import { TextAreaField } from "~/ui/forms/text-field";
import type { FieldErrors } from "~/lib/forms";
import { formatTotal } from "~/lib/money";
import { formatDate, formatDateTime } from "~/ui/admin/dates";
import type { ClientHoldings } from "../client-holdings";
import { StatusBadge } from "~/features/booking";
import { ClientHoldingsSections } from "./client-holdings";
import { PatchTestsSection, type PatchTestEntry } from "./patch-tests-section";
import { HealthAnswers, type HealthAnswersView } from "./health-answers";

interface Visit {
  id: string;
  startsAt: string | Date | null;
  service: string;
  status: string;
  totalPence: number;
  refundedPence: number;
  practitioner: string | null;
  lateCancellation: boolean;
}

export interface ClientRecordView extends ClientHoldings {
  id: string;
  name: string;
  email: string | null;
  emails: string[];
  phone: string;
  since: string | Date;
  visits: Visit[];
  totals: { visits: number; upcoming: number; spentPence: number; refundedPence: number; noShows: number; lateCancellations: number };
  notes: { id: string; text: string; author: string; createdAt: string | Date }[];
  merges: { id: string; name: string; emails: string[]; author: string; createdAt: string | Date }[];
  patchTests?: PatchTestEntry[];
  /** Her reminder texts (docs/decisions/0063): asked for on a booking, and each number's state. */
  texts?: { asked: boolean; numbers: { phone: string; on: boolean; reply: { keyword: string; at: string | Date } | null }[] };
}

/** "Texts: off (replied STOP on 27 Nov 2026)", "Texts: on to +447700900123", or that she never asked for them. */
function textsLine(texts: NonNullable<ClientRecordView["texts"]>): string {
  const off = texts.numbers.filter((number) => !number.on);
  if (off.length > 0) return `Texts: off (${off.map((number) => `${number.phone} replied ${number.reply!.keyword} on ${formatDate(number.reply!.at)}`).join("; ")})`;
  if (!texts.asked) return "Texts: not asked for";
  return `Texts: on to ${texts.numbers.map((number) => number.phone).join(", ")}`;
}

interface Candidate {
  id: string;
  name: string;
  email: string | null;
  phone: string;
}

type Refusal = { message: string; fieldErrors?: FieldErrors; text: string; intent: "note" | "merge"; clientId: string };

/**
 * One client's record (DESIGN 11): who she is, what she has had and will have, with whom, what she spent, and the
 * team's notes. A plain page: the note form posts without JavaScript.
 */
export function ClientRecord({
  record,
  candidates,
  noted,
  merged,
  refusal,
  health,
}: {
  record: ClientRecordView;
  /** Her health answers, for her practitioner and the owner only (docs/decisions/0059). */
  health?: HealthAnswersView;
  /** Records that may be hers too (the desk's view only). */
  candidates: Candidate[] | undefined;
  noted: boolean;
  merged: boolean;
  refusal?: Refusal;
}) {
  const noteRefusal = refusal?.intent === "note" ? refusal : undefined;
  const stats: [string, string][] = [
    ["Visits", String(record.totals.visits)],
    ["To come", String(record.totals.upcoming)],
    ["Spent", formatTotal(record.totals.spentPence)],
    ["Refunded", formatTotal(record.totals.refundedPence)],
    ["No-shows", String(record.totals.noShows)],
    ["Late cancellations", String(record.totals.lateCancellations)],
  ];
  return (
    <div className="container-page grid gap-10 py-10 sm:py-12">
      <header>
        <p className="font-semibold tracking-wide text-plum-700 uppercase">
          <a href="/admin" className="underline underline-offset-4">
            Studio dashboard
          </a>{" "}
          · Client
        </p>
        <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{record.name}</h1>
        <p className="mt-2 text-muted">
          {[record.emails.join(", ") || "No email", record.phone || "No phone"].join(" · ")} · client since {formatDate(record.since)}
        </p>
        {record.texts && <p className="mt-1 text-muted">{textsLine(record.texts)}</p>}
      </header>
      <section aria-labelledby="totals-heading">
        <h2 id="totals-heading" className="sr-only">
          Totals
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {stats.map(([label, value]) => (
            <div key={label} className="rounded-2xl border border-blush-200 bg-white p-4">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="mt-1 font-display text-2xl font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="visits-heading">
        <h2 id="visits-heading" className="text-2xl font-semibold">
          Visits
        </h2>
        {record.visits.length === 0 ? (
          <p className="mt-3 text-muted">No visits yet.</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {record.visits.map((visit) => (
              <li key={visit.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-blush-200 bg-white p-4">
                <div>
                  <p className="font-semibold">{visit.service}</p>
                  <p className="text-sm text-muted">
                    {formatDateTime(visit.startsAt)}
                    {visit.practitioner ? ` · with ${visit.practitioner}` : ""}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={visit.status} />
                  {visit.lateCancellation && <span className="text-sm font-medium text-red-800">Late cancellation</span>}
                  <span className="text-sm">
                    {formatTotal(visit.totalPence)}
                    {visit.refundedPence > 0 ? ` (${formatTotal(visit.refundedPence)} refunded)` : ""}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ClientHoldingsSections holdings={record} />
      {record.patchTests && <PatchTestsSection tests={record.patchTests} />}
      {health && <HealthAnswers health={health} />}
      <section id="notes" aria-labelledby="notes-heading" className="scroll-mt-24">
        <h2 id="notes-heading" className="text-2xl font-semibold">
          Notes
        </h2>
        {noted && (
          <p role="status" className="mt-3 rounded-2xl border border-green-700 bg-green-50 p-3 text-green-900">
            Note added.
          </p>
        )}
        {record.notes.length === 0 ? (
          <p className="mt-3 text-muted">No notes yet.</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {record.notes.map((note) => (
              <li key={note.id} className="rounded-2xl border border-blush-200 bg-white p-4">
                <p className="whitespace-pre-line">{note.text}</p>
                <p className="mt-2 text-sm text-muted">
                  {note.author}, {formatDateTime(note.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <form method="post" className="mt-5 grid max-w-2xl gap-4" noValidate>
          <input type="hidden" name="intent" value="note" />
          <FormError message={noteRefusal?.fieldErrors ? undefined : noteRefusal?.message} />
          <TextAreaField name="text" label="Add a note" rows={3} maxLength={2000} required defaultValue={noteRefusal?.text} autoFocus={Boolean(noteRefusal)} errors={noteRefusal?.fieldErrors?.text} />
          <SubmitButton pendingLabel="Saving...">Add note</SubmitButton>
        </form>
      </section>
      {(candidates !== undefined || record.merges.length > 0) && (
        <section aria-labelledby="duplicates-heading">
          <h2 id="duplicates-heading" className="text-2xl font-semibold">
            Other records of her
          </h2>
          {merged && (
            <p role="status" className="mt-3 rounded-2xl border border-green-700 bg-green-50 p-3 text-green-900">
              Records merged: her visits, addresses and notes are all here now.
            </p>
          )}
          {refusal?.intent === "merge" && (
            <p role="alert" className="mt-3 rounded-2xl border border-red-700 bg-red-50 p-3 font-medium text-red-800">
              {refusal.fieldErrors?.confirmed?.[0] ?? refusal.fieldErrors?.clientId?.[0] ?? refusal.message}
            </p>
          )}
          {record.merges.length > 0 && (
            <ul aria-label="Merged into this record" className="mt-3 grid gap-1 text-sm">
              {record.merges.map((merge) => (
                <li key={merge.id}>
                  Merged {merge.name}
                  {merge.emails.length ? ` (${merge.emails.join(", ")})` : ""} into this record: {merge.author}, {formatDateTime(merge.createdAt)}
                </li>
              ))}
            </ul>
          )}
          {candidates !== undefined &&
            (candidates.length === 0 ? (
              <p className="mt-3 text-muted">No other record with her name or phone number.</p>
            ) : (
              <ul className="mt-4 grid gap-3">
                {candidates.map((candidate) => (
                  <li key={candidate.id} className="rounded-2xl border border-blush-200 bg-white p-4">
                    <p>
                      <a href={`/admin/clients/${candidate.id}`} className="font-semibold text-plum-700 underline underline-offset-2">
                        {candidate.name}
                      </a>{" "}
                      <span className="text-sm text-muted">{[candidate.email ?? "No email", candidate.phone || "No phone"].join(" · ")}</span>
                    </p>
                    <form method="post" className="mt-3 flex flex-wrap items-center gap-3">
                      <input type="hidden" name="intent" value="merge" />
                      <input type="hidden" name="clientId" value={candidate.id} />
                      <label className="flex min-h-11 cursor-pointer items-center gap-3">
                        <input type="checkbox" name="confirmed" required className="size-5 accent-plum-700" />
                        The same person as {record.name}
                      </label>
                      <button type="submit" className="btn-secondary">
                        Merge into this record<span className="sr-only">: {candidate.name}</span>
                      </button>
                    </form>
                  </li>
                ))}
              </ul>
            ))}
        </section>
      )}
    </div>
  );
}
