import { useState } from "react";

interface Answered {
  service: string;
  answeredAt: string;
  questions: { id: string; label: string; answer: boolean | number | string }[];
}

const shown = (answer: boolean | number | string) => (typeof answer === "boolean" ? (answer ? "Yes" : "No") : String(answer));

/**
 * Her consultation answers on the booking's card (issue 23), read only when opened: the server lets her practitioner
 * and the owner see them and logs each read as one from the booking card; anyone else is told who may.
 */
export function HealthAnswersDisclosure({ bookingId }: { bookingId: string }) {
  const [state, setState] = useState<{ kind: "closed" | "loading" } | { kind: "shown"; answers: Answered } | { kind: "refused"; message: string }>({ kind: "closed" });
  const load = async () => {
    setState({ kind: "loading" });
    try {
      const response = await fetch(`/api/bookings/${bookingId}/consultation`, { headers: { accept: "application/json" } });
      if (response.status === 403) return setState({ kind: "refused", message: "Only her practitioner and the owner can read her answers." });
      if (!response.ok) return setState({ kind: "refused", message: ((await response.json().catch(() => ({}))) as { message?: string }).message ?? "Her answers could not be read." });
      setState({ kind: "shown", answers: (await response.json()) as Answered });
    } catch {
      setState({ kind: "refused", message: "Her answers could not be read: check the connection and try again." });
    }
  };
  return (
    <details
      className="mt-2 text-sm"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open && state.kind === "closed") void load();
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
