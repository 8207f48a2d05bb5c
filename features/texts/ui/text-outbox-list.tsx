/** How a text's state reads to staff. */
const statusWords: Record<string, string> = { pending: "Waiting", sent: "Sent", failed: "Failed", withdrawn: "Withdrawn" };
const kindWords: Record<string, string> = { "booking-reminder": "Reminder" };

export interface TextOutboxEntry {
  id: string;
  kind: string;
  to: string;
  body: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string | Date;
  sentAt: string | Date | null;
}

/**
 * The text outbox (docs/decisions/0063) as a plain page: every text the site wrote, newest first, with its state and,
 * for a failed one, why. Texts wait here while Twilio is not set up.
 */
export function TextOutboxList({ texts, formatDateTime }: { texts: TextOutboxEntry[]; formatDateTime: (value: string | Date | null) => string }) {
  return (
    <div className="container-page grid gap-6 py-10 sm:py-12">
      <header>
        <p className="font-semibold tracking-wide text-plum-700 uppercase">
          <a href="/admin" className="underline underline-offset-4">
            Studio dashboard
          </a>{" "}
          · Texts
        </p>
        <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">Texts</h1>
        <p className="mt-2 max-w-3xl text-muted">
          Every text the site writes is kept here first. When Twilio is set up (the TWILIO_* settings) they are sent within moments, with retries; when it
          is not, they wait here. A move or a cancellation withdraws a reminder not yet sent, and a number that replied STOP is not texted.
        </p>
      </header>
      {texts.length === 0 ? (
        <p className="text-muted">No texts yet. Reminders for clients who asked for them will appear here the day before.</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-label="Texts, newest first" tabIndex={0}>
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Texts, newest first</caption>
            <thead>
              <tr className="border-b border-blush-200">
                <th scope="col" className="py-2 pr-4">Written</th>
                <th scope="col" className="py-2 pr-4">Kind</th>
                <th scope="col" className="py-2 pr-4">To</th>
                <th scope="col" className="py-2 pr-4">State</th>
                <th scope="col" className="py-2">Message</th>
              </tr>
            </thead>
            <tbody>
              {texts.map((text) => (
                <tr key={text.id} className="border-b border-blush-100 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(text.createdAt)}</td>
                  <td className="py-2 pr-4">{kindWords[text.kind] ?? text.kind}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{text.to}</td>
                  <td className="py-2 pr-4">
                    {statusWords[text.status] ?? text.status}
                    {text.status === "sent" && text.sentAt ? ` ${formatDateTime(text.sentAt)}` : ""}
                    {text.lastError ? <span className="block text-muted">{text.lastError}</span> : null}
                    {text.status === "pending" && text.attempts > 0 ? <span className="block text-muted">{`${text.attempts} failed attempts`}</span> : null}
                  </td>
                  <td className="py-2">{text.body}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
