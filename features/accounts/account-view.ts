import type { FieldErrors } from "~/lib/forms";
import type { MembershipView } from "~/features/memberships";
import type { MarketingChoiceView } from "~/features/marketing";

/** What the sign-in pages show: the form's answer, or why a link did not sign in. */
export interface SignInPageData {
  email?: string;
  message?: string;
  fieldErrors?: FieldErrors;
  /** The form's success: a link is on its way (worded the same whether or not the address is known). */
  sent?: string;
  notice?: string;
  linkProblem?: string;
}

export interface AccountBooking {
  id: string;
  service: string;
  startsAt: string | null;
  status: string;
  paymentStatus: string;
  totalPence: number;
}

export interface AccountPageData {
  email: string;
  bookings: AccountBooking[];
  more: boolean;
  /** Her Dreams Club membership (the live one, else the last that ran); null if she never joined. */
  membership: MembershipView | null;
  /** She asked to cancel: the page asks her to confirm, stating the day it would end. */
  confirmCancel: boolean;
  /** What her cancellation came to: done (the membership says when it ends), or the provider could not be reached. */
  membershipNotice: "cancelled" | "unavailable" | "not-cancellable" | null;
  /** Her marketing choices per channel (docs/decisions/0037), which the page lets her change. */
  marketing: MarketingChoiceView[];
  /** She just saved them. */
  marketingSaved: boolean;
  health: AccountHealth;
  /** Her texts about her appointments: the numbers her bookings text, on or off. */
  texts: AccountTexts;
  /** She just saved her text choice. */
  textsSaved: boolean;
}

/** Each number her bookings text (E.164), whether texts reach it, and what last changed that: a reply or this page. */
export interface AccountTexts {
  /** `shown`: the number as she would write it ("07700 900123"). */
  numbers: { phone: string; shown: string; on: boolean; changedAt: string | null; by: "reply" | "account" | null }[];
}

/** One answer as she gave it, under its question. */
export interface AccountAnswer {
  label: string;
  answer: string;
}

/** Her own health and consent records (DESIGN 11): her consultations, consents to treatment and patch tests. */
export interface AccountHealth {
  consultations: { title: string; formVersion: number; answeredAt: string; answers: AccountAnswer[] }[];
  consents: { title: string; formVersion: number; signedName: string; signedAt: string }[];
  patchTests: { testedAt: string; product: string | null; result: string }[];
}
