import { addDays, fromWallTime, toWallTime } from "./zoned-time";

/**
 * The right to cancel a distance contract (Consumer Contracts Regulations 2013, regs 29–30): for a service the
 * period ends at the end of 14 days after the day on which the contract is entered into (reg 30(3)), days being the
 * studio's (London) calendar days. One place for the number and the arithmetic (docs/decisions/0036).
 */
export const cancellationRight = { days: 14 } as const;

/** The first instant after the cancellation period of a contract made at `madeAt`: midnight starting its 15th day after. */
export function cancellationPeriodEnds(madeAt: Date, timeZone: string): Date {
  return fromWallTime(addDays(toWallTime(madeAt, timeZone).date, cancellationRight.days + 1), "00:00", timeZone);
}

export const withinCancellationPeriod = (madeAt: Date, at: Date, timeZone: string): boolean => at >= madeAt && at < cancellationPeriodEnds(madeAt, timeZone);

/**
 * What goes back of `paidPence` when `unusedPence` of something worth `worthPence` is left unsupplied (reg 36(4):
 * the consumer pays in proportion to what has been supplied). Rounded down to the penny, never below nothing.
 */
export function proportionateRefundPence(paidPence: number, unusedPence: number, worthPence: number): number {
  if (worthPence <= 0) return 0;
  return Math.max(0, Math.min(paidPence, Math.floor((paidPence * Math.max(0, unusedPence)) / worthPence)));
}
