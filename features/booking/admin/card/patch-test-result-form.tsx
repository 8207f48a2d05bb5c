import { useId } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { patchTestResultLabels } from "../../rules/patch-test-messages";
import { patchTestResults, patchTestServiceId, type PatchTestResult } from "../../rules/patch-test-rule";
import { toast } from "~/ui/toaster";
import type { AdminBooking, BookingAdminServer } from "../booking-admin-data";
import { useFetcherDone } from "~/ui/admin/use-fetcher-done";

const isPatchTest = (booking: AdminBooking) => booking.items.length > 0 && booking.items.every((item) => item.id === patchTestServiceId);

/**
 * A patch-test appointment's result on its card, once it has started (issue 23): who did it records passed, reacted
 * or not done, and the product. A reaction cancels the treatment it was for, with a full refund (decision 0058).
 */
export function PatchTestResultForm({ booking, now }: { booking: AdminBooking; now: Date }) {
  const id = useId();
  const fetcher = useFetcher<BookingAdminServer["patchTestResult"]>();
  useFetcherDone(fetcher, (answer) => {
    if (answer.ok) {
      const stopped = answer.cancelled > 0 ? " Her treatment is cancelled with a full refund, and she has been emailed." : "";
      toast({ title: "Patch test result saved", description: `${patchTestResultLabels[answer.result as PatchTestResult]}.${stopped}` });
    } else toast({ title: "Could not save the result", description: answer.message, variant: "destructive" });
  });
  const recorded = booking.patchTestResult;
  if (!isPatchTest(booking)) {
    return recorded === "reacted" ? <p className="mt-3 text-sm font-semibold text-red-800">Patch test: reacted. This treatment cannot go ahead.</p> : null;
  }
  const started = booking.startsAt !== null && new Date(booking.startsAt) <= now;
  if (!started || (booking.status !== "confirmed" && booking.status !== "completed")) return null;
  return (
    <fetcher.Form method="post" action={`/admin/bookings/${booking.id}/patch-test-result`} className="mt-3 grid gap-2 rounded-xl border border-blush-200 p-3 text-sm">
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <legend className="mb-1 font-semibold">Patch test result{recorded ? `: ${patchTestResultLabels[recorded]}` : ""}</legend>
        {patchTestResults.map((result) => (
          <label key={result} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="result" value={result} required defaultChecked={recorded === result} className="size-5 accent-plum-700" />
            {patchTestResultLabels[result]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-product`} className="font-semibold">
        Product (optional)
      </label>
      <input id={`${id}-product`} name="product" maxLength={200} className="min-h-11 rounded-lg border border-plum-300 px-3" />
      <button type="submit" className="btn-secondary w-fit" disabled={fetcher.state !== "idle"}>
        Save result<span className="sr-only"> for {booking.name}</span>
      </button>
    </fetcher.Form>
  );
}
