import type { EmailContext } from "~/features/mail";
import type { SlotPlan } from "../rules/times/availability";
import { planTimeIn, type DiaryAsk } from "../diary/diary.server";
import { cancelLapsedHolds, type Transaction } from "./booking-lifecycle.server";

/**
 * Every way into the diary plans here, in the transaction that writes: the lapsed holds over the time are cancelled
 * first (as the sweeper would within the minute), so the exclusion constraint refuses only what availability also
 * counts, and what is offered is booked.
 */
export async function planTime(db: Transaction, ask: DiaryAsk & { start: Date; emailContext: EmailContext }): Promise<SlotPlan> {
  const longest = ask.items.reduce((minutes, item) => minutes + item.durationMinutes, 0) + ask.settings.bufferMinutes;
  await cancelLapsedHolds(db, { emailContext: ask.emailContext, within: { start: ask.start, end: new Date(ask.start.getTime() + longest * 60_000) } });
  return planTimeIn(db, ask);
}
