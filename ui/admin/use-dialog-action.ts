import { useEffect, useState } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import type { FieldErrors } from "~/lib/forms";
import { useFetcherDone } from "./use-fetcher-done";

type Refusal = { ok: false; code: string; message: string; fieldErrors?: FieldErrors };

/**
 * One dialog's round trip to a dashboard action: `working` while it is out; a refusal kept as its code, message and
 * field errors (cleared each time the dialog opens); `onSuccess` once the lists have been loaded again.
 */
export function useDialogAction<Success extends { ok: true }>(open: boolean, onSuccess: (answer: Success) => void) {
  const fetcher = useFetcher<Success | Refusal>();
  const [refusal, setRefusal] = useState<Refusal>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (open) setRefusal(undefined);
  }, [open]);
  useFetcherDone(fetcher, (answer) => {
    if (answer.ok) {
      setRefusal(undefined);
      onSuccess(answer as Success);
    } else {
      setRefusal(answer as Refusal);
      setAttempt((count) => count + 1);
    }
  });
  const submit = (action: string, body: Parameters<typeof fetcher.submit>[0]) => void fetcher.submit(body, { method: "post", action, encType: "application/json" });
  const fieldErrors = refusal?.fieldErrors ?? {};
  // A refusal that names a field is shown there; the rest above the buttons.
  const message = refusal && Object.keys(fieldErrors).length === 0 ? refusal.message : undefined;
  return { working: fetcher.state !== "idle", refusal, fieldErrors, message, attempt, submit };
}
