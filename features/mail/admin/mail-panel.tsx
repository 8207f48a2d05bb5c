import { Inbox, LoaderCircle, RotateCw } from "lucide-react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { toast } from "~/ui/toaster";
import { formatDateTime } from "~/ui/admin/dates";
import type { EmailKind } from "../email-frame";
import { mailTone } from "../mail-tone";
import type { MailAdminServer, OutboxRow } from "./mail-data";
import { Badge } from "~/ui/admin/badge";
import { EmptyState } from "~/ui/admin/empty-state";
import { countOf, ResultsStatus } from "~/ui/admin/results-status";
import { useFetcherDone } from "~/ui/admin/use-fetcher-done";

const kindNames: Record<EmailKind, string> = {
  "booking-received": "Booking received",
  "payment-received": "Payment received",
  "booking-confirmed": "Booking confirmed",
  "booking-reminder": "Reminder",
  "booking-cancelled": "Booking cancelled",
  "booking-rescheduled": "Booking moved",
  "refund-receipt": "Refund receipt",
  "payment-link": "Payment link",
  "waitlist-welcome": "Waitlist welcome",
  "early-access": "Early access (launch)",
  "studio-booking": "New booking (to studio)",
  "studio-change": "Client change (to studio)",
  "studio-inquiry": "New enquiry (to studio)",
  "account-sign-in": "Account sign-in link",
  "staff-invitation": "Staff invitation",
  "staff-password-reset": "Staff password reset",
  "voucher-receipt": "Gift voucher receipt",
  "gift-voucher": "Gift voucher",
  "membership-welcome": "Dreams Club welcome",
  "membership-cancelled": "Dreams Club cancelled",
  "voucher-refund": "Gift voucher refund",
  "membership-refund": "Dreams Club refund",
  "membership-payment-returned": "Dreams Club payment returned",
  "review-request": "Review request",
  "time-request": "Freed-time request",
  "time-offer": "Freed time offered",
};
const statusWords: Record<string, string> = { pending: "Waiting", sent: "Sent", failed: "Failed" };

/** The email outbox (DESIGN section 6), newest first: what was sent, what waits, what failed and why. */
export function MailPanel({ outbox }: { outbox: OutboxRow[] | undefined }) {
  const messages = outbox ?? [];
  return (
    <section aria-labelledby="mail-heading">
      <h2 id="mail-heading" className="text-2xl font-semibold">
        Mail
      </h2>
      <p className="mt-1 max-w-3xl text-muted">
        Every email the site writes is kept here first. When a mail server is configured (SMTP_URL) they are delivered within moments, with
        retries; when none is, they wait here as “Waiting”, so nothing is lost.{" "}
        <a href="/admin/texts" className="font-medium text-plum-700 underline underline-offset-2">
          Texts to clients
        </a>{" "}
        have their own list.
      </p>
      <div className="mt-5 grid gap-4">
        <ResultsStatus loading={outbox === undefined} hasData={outbox !== undefined} loadingText="Loading the outbox..." summary={`Showing ${countOf(messages.length, "email")}.`} />
        {outbox !== undefined && messages.length === 0 && <EmptyState icon={Inbox} title="The outbox is empty" text="Emails about bookings, payments and messages will appear here." />}
        {messages.length > 0 && (
          <ul aria-label="Emails, newest first" className="grid gap-3">
            {messages.map((message) => (
              <OutboxItem key={message.id} message={message} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function OutboxItem({ message }: { message: OutboxRow }) {
  const fetcher = useFetcher<MailAdminServer["resend"]>();
  const resending = fetcher.state !== "idle";
  useFetcherDone(fetcher, (answer) => {
    if (answer.ok) toast({ title: "Queued to send again", description: `“${message.subject}” to ${message.to} will go out with the next delivery run.` });
    else toast({ title: "Could not resend", description: answer.message, variant: "destructive" });
  });
  return (
    <li className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-[min(100%,16rem)] flex-1">
          <h3 className="font-sans text-base font-semibold break-words text-ink">{message.subject}</h3>
          <p className="mt-0.5 text-sm break-all text-muted">To {message.to}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone="grey" label="Kind">
            {kindNames[message.kind as EmailKind] ?? message.kind}
          </Badge>
          <Badge tone={mailTone(message.status)} label="Status">
            {statusWords[message.status] ?? message.status}
          </Badge>
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="inline font-semibold text-muted">Written: </dt>
          <dd className="inline">{formatDateTime(message.createdAt)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-muted">Sent: </dt>
          <dd className="inline">{message.sentAt ? formatDateTime(message.sentAt) : "Not yet"}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-muted">Attempts: </dt>
          <dd className="inline">{message.attempts}</dd>
        </div>
        {message.lastError && (
          <div className="sm:col-span-3">
            <dt className="inline font-semibold text-muted">Last error: </dt>
            <dd className="inline break-words text-red-800">{message.lastError}</dd>
          </div>
        )}
      </dl>
      {(message.status === "failed" || message.status === "sent") && (
        <div className="mt-3 flex justify-end">
          <button
            type="button"
            aria-label={`Resend “${message.subject}” to ${message.to}`}
            disabled={resending}
            onClick={() => void fetcher.submit({}, { method: "post", action: `/admin/outbox/${message.id}/resend`, encType: "application/json" })}
            className="btn-secondary disabled:cursor-wait disabled:opacity-70"
          >
            {resending ? <LoaderCircle aria-hidden="true" size={18} className="animate-spin" /> : <RotateCw aria-hidden="true" size={18} />}
            Resend
          </button>
        </div>
      )}
    </li>
  );
}
