import { patchTestResultLabels, type PatchTestResult } from "~/features/booking";
import { formatDateTime } from "~/ui/admin/dates";

export interface PatchTestEntry {
  id: string;
  bookingId: string;
  testedAt: string | Date;
  product: string | null;
  result: PatchTestResult;
  recordedBy: string;
}

/** Her patch tests on the client record (DESIGN 11): date, product and result, a reaction plainly marked. */
export function PatchTestsSection({ tests }: { tests: PatchTestEntry[] }) {
  return (
    <section aria-labelledby="patch-tests-heading">
      <h2 id="patch-tests-heading" className="text-2xl font-semibold">
        Patch tests
      </h2>
      {tests.length === 0 ? (
        <p className="mt-3 text-muted">No patch test results recorded.</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {tests.map((test) => (
            <li key={test.id} className="rounded-2xl border border-blush-200 bg-white p-4">
              <p className={test.result === "reacted" ? "font-semibold text-red-800" : "font-semibold"}>{patchTestResultLabels[test.result]}</p>
              <p className="text-sm text-muted">
                {formatDateTime(test.testedAt)}
                {test.product ? ` · ${test.product}` : ""} · recorded by {test.recordedBy}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
