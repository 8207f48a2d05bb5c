import type { FieldErrors } from "~/lib/forms";
import type { Rating } from "./review-rules";

/** What /review/:token and its unsubscribe page render (features/reviews/review-pages.server.ts loads them). */
export interface ReviewDraft {
  rating: string;
  comment: string;
  quoteConsent: boolean;
}

export type ReviewPageData =
  | { state: "open"; href: string; service: string; visitDate: string; draft: ReviewDraft; message?: string; fieldErrors?: FieldErrors }
  | { state: "answered"; service: string; visitDate: string; rating: Rating; comment: string | null; quoteConsent: boolean; published: boolean }
  | { state: "expired" };

export interface ReviewUnsubscribeData {
  href: string;
  maskedEmail: string;
  done: boolean;
}

