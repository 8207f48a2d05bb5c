import type { FieldErrors } from "~/lib/forms";
import type { PartOfDay } from "./time-request-form";

/** Her request in words, as her pages and the staff queue show it. */
export interface RequestWords {
  label: string;
  days: string;
  partOfDay: string;
  state: RequestStateWords;
}

export type RequestState = "waiting" | "offered" | "booked" | "expired" | "withdrawn";
export interface RequestStateWords {
  state: RequestState;
  /** "Waiting", "Offered until Saturday 5 December 2026 at 10:30", "Booked", "Expired", "Withdrawn". */
  words: string;
}

/** /book/tell-me: the basket from /book's address, the form's choices, and what the last post answered. */
export interface TellMePageData {
  basket: { label: string; items: string; practitionerId: string | null; practitionerName: string | null } | null;
  basketMessage: string | null;
  partsOfDay: { value: PartOfDay; label: string; hours: string }[];
  today: string;
  lastDay: string;
  maxDays: number;
  /** The offer window in words ("30 minutes"), read from the setting. */
  window: string;
  bookPath: string;
  defaults: { fromDate: string; toDate: string };
}

export type TellMeActionData =
  | { ok: true; request: RequestWords & { email: string }; requestPath: string }
  | { ok: false; message: string; fieldErrors: FieldErrors; values: Record<string, string> };

/** /book/tell-me/:token: her request and whether it can still be withdrawn. */
export interface RequestPageData {
  request: RequestWords & { name: string };
  withdrawn: boolean;
  justWithdrawn: boolean;
  bookPath: string;
}

/** /book/offer/:token when the time is no longer held for her. */
export interface OfferGoneData {
  message: string;
  bookPath: string;
}

/** /admin/waitlist-times: the line of one service, a page at a time (docs/decisions/0064). */
export interface TimeQueueRow {
  id: string;
  name: string;
  email: string;
  days: string;
  partOfDay: string;
  /** Her place among those still waiting for this service (1 is next); null once she is no longer waiting. */
  place: number | null;
  state: RequestStateWords;
  askedAt: string;
}

export interface TimeQueueData {
  services: { id: string; name: string; waiting: number }[];
  service: { id: string; name: string } | null;
  rows: TimeQueueRow[];
  page: number;
  more: boolean;
}
