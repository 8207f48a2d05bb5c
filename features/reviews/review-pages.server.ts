/**
 * /review/:token (issue 24 item 2, docs/decisions/0065): a plain form, no JavaScript, that keeps her one answer;
 * then the same address shows her answer and thanks. /review/:token/unsubscribe: GET asks and changes nothing (mail
 * scanners open links), POST (the button, or a mail app's one click) unsubscribes. The token is in the URL, so
 * nothing here is cached.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { pageRefusal, serves } from "~/lib/use-case";
import { formatLondonDate } from "~/lib/display-time";
import { studioNoon } from "~/lib/studio-clock";
import { linkExpired, requestOfToken, type LinkedReviewRequest } from "./review-requests.server";
import { reviewPath, reviewUnsubscribePath, type Rating } from "./review-rules";
import type { ReviewDraft, ReviewPageData, ReviewUnsubscribeData } from "./review-page-data";
import { submitReviewAnswer } from "./use-cases/submit-review-answer.server";
import { submitReviewUnsubscribe } from "./use-cases/submit-review-unsubscribe.server";
import { maskEmail } from "~/features/inquiries/index.server";

export const reviewHeaders = { "Cache-Control": "private, no-store" } as const;

type Args = { request: Request; params: { token?: string }; context: AppLoadContext };

const notFound = () => new Response(null, { status: 404, headers: reviewHeaders });
const emptyDraft: ReviewDraft = { rating: "", comment: "", quoteConsent: false };

function pageOf(request: LinkedReviewRequest, token: string, now: Date): { page: ReviewPageData; status: number } {
  const visit = { service: request.service, visitDate: formatLondonDate(studioNoon(request.visitDay)) };
  if (request.answeredAt && request.rating !== null) {
    return {
      page: { state: "answered", ...visit, rating: request.rating as Rating, comment: request.comment, quoteConsent: request.quoteConsent ?? false, published: request.approvedAt !== null },
      status: 200,
    };
  }
  if (linkExpired(request, now)) return { page: { state: "expired" }, status: 410 };
  return { page: { state: "open", href: reviewPath(token), ...visit, draft: emptyDraft }, status: 200 };
}

export async function reviewPageLoader({ params, context }: Args) {
  const token = params.token ?? "";
  const request = await requestOfToken(context.db, token);
  if (!request) throw notFound();
  const { page, status } = pageOf(request, token, new Date());
  return data<ReviewPageData>(page, { status, headers: reviewHeaders });
}

export const reviewPageAction = serves([submitReviewAnswer], async ({ request, params, context }: Args) => {
  const token = params.token ?? "";
  const posted = Object.fromEntries(await request.formData());
  const text = (name: string) => (typeof posted[name] === "string" ? (posted[name] as string) : "");
  const payload = { ...(text("rating") ? { rating: text("rating") } : {}), comment: text("comment"), quoteConsent: text("quoteConsent") === "on" };
  const outcome = await submitReviewAnswer({ db: context.db }, { token, payload });
  // Kept, or kept already: the page now shows her answer (Post/Redirect/Get).
  if (outcome.ok || outcome.code === "answered") throw redirect(reviewPath(token), { status: 303, headers: reviewHeaders });
  if (outcome.code === "not-found") throw notFound();
  if (outcome.code === "expired") return data<ReviewPageData>({ state: "expired" }, { status: 410, headers: reviewHeaders });
  const found = await requestOfToken(context.db, token);
  if (!found) throw notFound();
  const { status, body } = pageRefusal(outcome);
  const { page } = pageOf(found, token, new Date());
  const draft: ReviewDraft = { rating: text("rating"), comment: text("comment"), quoteConsent: payload.quoteConsent };
  return data<ReviewPageData>(page.state === "open" ? { ...page, draft, message: body.message, fieldErrors: body.fieldErrors } : page, { status, headers: reviewHeaders });
});

export async function reviewUnsubscribeLoader({ params, context }: Args) {
  const token = params.token ?? "";
  const request = await requestOfToken(context.db, token);
  if (!request) throw notFound();
  return data<ReviewUnsubscribeData>({ href: reviewUnsubscribePath(token), maskedEmail: maskEmail(request.email), done: false }, { headers: reviewHeaders });
}

export const reviewUnsubscribeAction = serves([submitReviewUnsubscribe], async ({ params, context }: Args) => {
  const token = params.token ?? "";
  const outcome = await submitReviewUnsubscribe({ db: context.db }, { token });
  if (!outcome.ok) throw notFound();
  return data<ReviewUnsubscribeData>({ href: reviewUnsubscribePath(token), maskedEmail: outcome.maskedEmail, done: true }, { headers: reviewHeaders });
});
