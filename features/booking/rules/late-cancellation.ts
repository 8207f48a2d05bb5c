/** Why a booking ends cancelled that she never cancelled: a hold that lapsed before payment (abandoned-hold). */
const HOLD_LAPSED = "hold-expired";

/**
 * A cancellation with less notice than the policy asks (`lateHours` before the start), up to the day after the
 * start; a hold that lapsed unpaid is no cancellation of hers. One rule for the client record and the reports.
 */
export function isLateCancellation(change: { changedAt: Date; reason: string | null }, startsAt: Date | null, lateHours: number): boolean {
  if (!startsAt || change.reason === HOLD_LAPSED) return false;
  const at = change.changedAt.getTime();
  return at > startsAt.getTime() - lateHours * 3_600_000 && at <= startsAt.getTime() + 86_400_000;
}
