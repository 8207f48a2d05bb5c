/**
 * When a treatment that needs a patch test may go ahead (DESIGN 3 and 11, issue 23): with a passed test 24 hours to
 * 6 months before its start, or with a patch test booked 24 to 48 hours before it. One rule for booking, every move
 * (the client's and staff's) and what the manage page offers.
 */

/** The free patch test's id in the catalogue (features/studio's patchTestFacts). */
export const patchTestServiceId = "patch-test";

export const patchTestResults = ["passed", "reacted", "not-done"] as const;
export type PatchTestResult = (typeof patchTestResults)[number];

export const patchTestWindow = {
  /** A booked patch test: this many hours before the treatment at the least, and at the most. */
  booked: { minHours: 24, maxHours: 48 },
  /** A passed test counts from 24 hours after it for 6 months. */
  passed: { minHours: 24, maxMonths: 6 },
} as const;

const HOUR = 3_600_000;

/** The same instant `months` calendar months earlier (the day clamped to the shorter month's last). */
export function monthsBefore(at: Date, months: number): Date {
  const earlier = new Date(at);
  const day = earlier.getUTCDate();
  earlier.setUTCDate(1);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(earlier.getUTCFullYear(), earlier.getUTCMonth() + 1, 0)).getUTCDate();
  earlier.setUTCDate(Math.min(day, lastDay));
  return earlier;
}

/** A patch test booked at `patchStart` suits a treatment at `treatmentStart`. */
export function bookedTestFits(treatmentStart: Date, patchStart: Date): boolean {
  const gap = (treatmentStart.getTime() - patchStart.getTime()) / HOUR;
  return gap >= patchTestWindow.booked.minHours && gap <= patchTestWindow.booked.maxHours;
}

/** A test passed at `testedAt` covers a treatment at `treatmentStart`. */
export function passedTestCovers(treatmentStart: Date, testedAt: Date): boolean {
  const gap = (treatmentStart.getTime() - testedAt.getTime()) / HOUR;
  return gap >= patchTestWindow.passed.minHours && testedAt.getTime() >= monthsBefore(treatmentStart, patchTestWindow.passed.maxMonths).getTime();
}

/** What the studio knows of her patch tests, as far as one treatment is concerned. */
export interface PatchTestEvidence {
  /** The patch test booked with this treatment, while it stands (not cancelled), with its result once recorded. */
  booked?: { startsAt: Date; result?: PatchTestResult | null };
  /** Her recorded results: when each test was done and what it showed. */
  results: readonly { testedAt: Date; result: PatchTestResult }[];
}

export type PatchTestVerdict = "ok" | "reacted" | "outside-window";

/**
 * Whether a treatment at `treatmentStart` may go ahead. A reaction recorded on the test booked with it, or her latest
 * result before it being a reaction, stops it whatever else holds; a booked test without a result yet counts by
 * its time, one with a result by that result.
 */
export function patchTestVerdict(treatmentStart: Date, evidence: PatchTestEvidence): PatchTestVerdict {
  if (evidence.booked?.result === "reacted") return "reacted";
  const before = evidence.results.filter((entry) => entry.testedAt.getTime() < treatmentStart.getTime()).toSorted((a, b) => b.testedAt.getTime() - a.testedAt.getTime());
  if (before[0]?.result === "reacted") return "reacted";
  if (evidence.booked && !evidence.booked.result && bookedTestFits(treatmentStart, evidence.booked.startsAt)) return "ok";
  const covered = before.some((entry) => entry.result === "passed" && passedTestCovers(treatmentStart, entry.testedAt));
  return covered ? "ok" : "outside-window";
}
