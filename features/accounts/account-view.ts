import type { FieldErrors } from "~/lib/forms";

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
