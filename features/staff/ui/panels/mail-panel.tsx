import { Inbox, LoaderCircle, RotateCw } from "lucide-react";
import { useState } from "react";
import { toast } from "~/app/ui/toaster";
import { mailTone } from "~/features/booking";
import { formatDateTime } from "~/features/staff/dashboard-dates";
import type { EmailKind } from "~/features/mail";
import { adminCall, type OutboxMessage } from "~/features/staff/ui/admin-api";
import { Badge } from "~/features/staff/ui/badge";
import { EmptyState } from "~/features/staff/ui/empty-state";
import { LoadError } from "~/features/staff/ui/load-error";
import { countOf, ResultsStatus } from "~/features/staff/ui/results-status";
import { useAdminResource } from "~/features/staff/ui/use-admin-resource";

const kindNames: Record<EmailKind, string> = {
  "booking-received": "Booking received",
  "payment-received": "Payment received",
  "booking-confirmed": "Booking confirmed",
  "booking-reminder": "Reminder",
  "waitlist-welcome": "Waitlist welcome",
  "studio-booking": "New booking (to studio)",
  "studio-inquiry": "New inquiry (to studio)",
};
const statusWords: Record<string, string> = { pending: "Waiting", sent: "Sent", failed: "Failed" };

/** The email outbox (DESIGN section 6), newest first: what was sent, what waits, what failed and why. */
export function MailPanel() {
  const outbox = useAdminResource<OutboxMessage[]>("/api/admin/outbox");
  const [resending, setResending] = useState<string>();
  const messages = outbox.data ?? [];

  async function resend(message: OutboxMessage) {
    setResending(message.id);
    const answer = await adminCall<{ status: string }>(`/api/admin/outbox/${message.id}/resend`, { method: "POST" });
    setResending(undefined);
    if (answer.ok) {
      toast({ title: "Queued to send again", description: `“${message.subject}” to ${message.to} will go out with the next delivery run.` });
      outbox.reload();
    } else {
      toast({ title: "Could not resend", description: answer.message, variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby="mail-heading">
      <h2 id="mail-heading" className="text-2xl font-semibold">
        Mail
      </h2>
      <p className="mt-1 max-w-3xl text-muted">
        Every email the site writes is kept here first. When a mail server is configured (SMTP_URL) they are delivered within moments, with
        retries; when none is, they wait here as “Waiting”, so nothing is lost.
      </p>
      <div className="mt-5 grid gap-4">
        <ResultsStatus loading={outbox.loading} hasData={outbox.data !== undefined} loadingText="Loading the outbox..." summary={`Showing ${countOf(messages.length, "email")}.`} />
        {outbox.error && <LoadError what="outbox" message={outbox.error} onRetry={outbox.reload} />}
        {outbox.data !== undefined && messages.length === 0 && <EmptyState icon={Inbox} title="The outbox is empty" text="Emails about bookings, payments and messages will appear here." />}
        {messages.length > 0 && (
          <ul aria-label="Emails, newest first" className="grid gap-3">
            {messages.map((message) => (
              <li key={message.id} className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm">
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
                      disabled={resending === message.id}
                      onClick={() => void resend(message)}
                      className="btn-secondary disabled:cursor-wait disabled:opacity-70"
                    >
                      {resending === message.id ? <LoaderCircle aria-hidden="true" size={18} className="animate-spin" /> : <RotateCw aria-hidden="true" size={18} />}
                      Resend
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
