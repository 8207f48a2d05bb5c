import type { BookingAnswersAnswer } from "../booking-admin-data";
import { useFetcher } from "~/ui/admin/dashboard-page";

const shown = (answer: boolean | number | string) => (typeof answer === "boolean" ? (answer ? "Yes" : "No") : String(answer));

/**
 * Her consultation answers on the booking's card (issue 23), read only when opened, through the dashboard's own
 * route (GET /admin/bookings/:id/consultation): the server lets her practitioner and the owner see them and logs each
 * read as one from the booking card; anyone else is told who may.
 */
export function HealthAnswersDisclosure({ bookingId }: { bookingId: string }) {
  const fetcher = useFetcher<() => Promise<BookingAnswersAnswer>>();
  const answer = fetcher.data as BookingAnswersAnswer | { ok: false; code: string; message: string } | undefined;
  const state =
    fetcher.state !== "idle" && !answer
      ? { kind: "loading" as const }
      : !answer
        ? { kind: "closed" as const }
        : answer.ok
          ? { kind: "shown" as const, answers: answer.answers }
          : { kind: "refused" as const, message: answer.code === "forbidden" ? "Only her practitioner and the owner can read her answers." : answer.message };
  const load = () => void fetcher.load(`/admin/bookings/${encodeURIComponent(bookingId)}/consultation`);
  return (
    <details
      className="mt-2 text-sm"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open && state.kind === "closed") load();
      }}
    >
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-plum-700">Her answers</summary>
      <div aria-live="polite">
        {state.kind === "loading" && <p className="text-muted">Reading her answers...</p>}
        {state.kind === "refused" && <p className="font-medium text-red-800">{state.message}</p>}
        {state.kind === "shown" && (
          <dl className="grid gap-1">
            {state.answers.questions.map((question) => (
              <div key={question.id} className="flex flex-wrap gap-x-2">
                <dt className="text-muted">{question.label}:</dt>
                <dd className="font-medium">{shown(question.answer)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </details>
  );
}
