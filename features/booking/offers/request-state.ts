import { formatLondonDateTime } from "~/lib/display-time";
import type { RequestStateWords } from "./time-request-pages";

/** One rule for a request's state, for her page and the staff queue (docs/decisions/0064). */
export function requestState(
  request: { withdrawnAt: Date | null; bookedAt: Date | null; toDate: string },
  liveOfferUntil: Date | null,
  today: string,
): RequestStateWords {
  if (request.bookedAt) return { state: "booked", words: "Booked" };
  if (liveOfferUntil) return { state: "offered", words: `Offered until ${formatLondonDateTime(liveOfferUntil)}` };
  if (request.withdrawnAt) return { state: "withdrawn", words: "Withdrawn" };
  if (request.toDate < today) return { state: "expired", words: "Expired" };
  return { state: "waiting", words: "Waiting" };
}
