import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { listRatings } from "../review-requests.server";
import { submitQuoteApproval } from "../use-cases/submit-quote-approval.server";
import { reviewMessages } from "../review-rules";
import { may } from "~/features/staff-session";
import { isUuid } from "~/lib/ids";
import { pageRefusal, serves } from "~/lib/use-case";
import { allowed, requireStaffPage } from "~/features/staff-session/index.server";

/** Where a page of ratings starts: after the answer at this time with this id (keyset, newest first). */
const readCursor = (value: string | null): { answeredAt: Date; id: string } | null | undefined => {
  if (value === null) return undefined;
  const [at, id] = value.split("~");
  const answeredAt = new Date(at ?? "");
  return Number.isNaN(answeredAt.getTime()) || !isUuid(id) ? null : { answeredAt, id };
};
const cursorOf = (row: { answeredAt: Date | null; id: string }) => `${row.answeredAt!.toISOString()}~${row.id}`;

/**
 * GET /admin/reviews (docs/decisions/0065): clients' ratings, newest first, 20 a page; the desk reads them, the owner
 * also publishes a quote she agreed to. A cursor the page did not give is a 400.
 */
export async function reviewsPageLoader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaffPage(request, context, "reviews");
  const url = new URL(request.url);
  const before = readCursor(url.searchParams.get("before"));
  if (before === null) throw data({ message: "That page of ratings does not exist." }, { status: 400 });
  const { rows, more } = await listRatings(context.db, { before });
  const last = rows.at(-1);
  return {
    ratings: rows.map((row) => ({ ...row, answeredAt: row.answeredAt!.toISOString(), approvedAt: row.approvedAt?.toISOString() ?? null })),
    next: more && last ? `/admin/reviews?before=${encodeURIComponent(cursorOf(last))}` : null,
    first: before === undefined,
    before: url.searchParams.get("before"),
    canPublish: may(staff.role, "content"),
    done: url.searchParams.get("done"),
  };
}

/**
 * POST /admin/reviews: `intent=approve` or `withdraw` with the rating's `id`: the quote goes on /testimonials or
 * comes off it (the owner's, as the site's content is); back to the list, or the list with the reason.
 */
export const reviewsPageAction = serves([submitQuoteApproval], async ({ request, context }: ActionFunctionArgs) => {
  const staff = allowed(await requireStaffPage(request, context, "reviews"), "content");
  const form = Object.fromEntries(await request.formData());
  const outcome = await submitQuoteApproval(context.db, staff, { id: form.id, approve: form.intent === "approve" });
  if (outcome.ok) {
    context.contentChanged();
    const before = typeof form.before === "string" && readCursor(form.before) ? `&before=${encodeURIComponent(form.before)}` : "";
    throw redirect(`/admin/reviews?done=${outcome.approved ? "approved" : "withdrawn"}${before}`, { status: 303 });
  }
  const { status, body } = pageRefusal(outcome);
  if (status === 404) throw data({ message: reviewMessages.unanswered }, { status });
  return data(body, { status });
});
