/**
 * The client's account pages (issue 13, docs/decisions/0023), all without React: asking for a sign-in link, the
 * link's own page (GET shows a button and spends nothing, since mail scanners open links; POST signs in), and the
 * account itself. Nothing here is cached: every answer is someone's own.
 */
import { and, desc, sql } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import { bookings } from "~/db/schema.server";
import { notAbandonedHold } from "~/features/booking/index.server";
import { managePath } from "~/features/booking";
import { pageRefusal, serves } from "~/lib/use-case";
import { accountMessages, clearedAccountCookie, serializeAccountCookie, accountOf, accountSessionId, requireAccountPage, submitAccountSignOut, submitSignInLink, submitSignInLinkRequest } from "~/features/client-session/index.server";
import { accountHealth } from "./account-health.server";
import type { AccountBooking, AccountPageData, SignInPageData } from "./account-view";
import { membershipViewFor, submitMemberCancel } from "~/features/memberships/index.server";
import { marketingChoicesOf } from "~/features/marketing/index.server";
import { accountTextsOf, submitTextChoice } from "./use-cases/submit-text-choice.server";
import { submitMarketingChoices } from "./use-cases/submit-marketing-choices.server";
import { submitOpenBooking } from "./use-cases/submit-open-booking.server";

export const privateHeaders = { "Cache-Control": "private, no-store" } as const;
type Args = { request: Request; params: { token?: string }; context: AppLoadContext };

export async function signInPageLoader({ request, context }: Args) {
  if (await accountOf(request, context)) throw redirect("/account", { headers: privateHeaders });
  const signedOut = new URL(request.url).searchParams.has("signed-out");
  return data<SignInPageData>({ notice: signedOut ? accountMessages.signedOut : undefined }, { headers: privateHeaders });
}

/** The form on /account/sign-in and on a spent link's page: always the same answer for a valid address. */
export const signInLinkRequest = serves([submitSignInLinkRequest], async ({ request, context }: Args) => answerLinkRequest(await request.formData(), context));

async function answerLinkRequest(form: FormData, context: AppLoadContext) {
  const outcome = await submitSignInLinkRequest(context, context.visitor, Object.fromEntries(form));
  if (!outcome.ok) {
    const { status, body, headers } = pageRefusal(outcome);
    const { message, fieldErrors } = body;
    return data<SignInPageData>({ email: String(form.get("email") ?? ""), message, fieldErrors }, { status, headers: { ...privateHeaders, ...headers } });
  }
  return data<SignInPageData>({ sent: accountMessages.sent(outcome.email) }, { headers: privateHeaders });
}

export function signInLinkPageLoader() {
  return data<SignInPageData>({}, { headers: privateHeaders });
}

/** The link's button: a session and the account, or why not with the form to ask again (which posts here too). */
export const signInLinkAction = serves([submitSignInLink, submitSignInLinkRequest], async ({ request, params, context }: Args) => {
  const form = await request.formData();
  if (form.has("email")) return answerLinkRequest(form, context);
  const outcome = await submitSignInLink(context, { sessionId: accountSessionId(request, context) }, { token: params.token ?? "" });
  if (!outcome.ok) {
    const { status, body } = pageRefusal(outcome);
    return data<SignInPageData>({ linkProblem: body.message }, { status, headers: privateHeaders });
  }
  const headers = new Headers(privateHeaders);
  headers.append("Set-Cookie", serializeAccountCookie(context.production, outcome.sessionId, outcome.expiresAt));
  throw redirect("/account", { headers });
});

const ACCOUNT_BOOKINGS = 50;

export async function accountPageLoader({ request, context }: Args) {
  const account = await requireAccountPage(request, context);
  const rows = await context.db
    .select({ id: bookings.id, service: bookings.service, startsAt: bookings.startsAt, status: bookings.status, paymentStatus: bookings.paymentStatus, totalPence: bookings.totalPence })
    .from(bookings)
    // A hold that lapsed before payment was never an appointment: it is not hers to see (a cancelled free patch test is).
    .where(and(sql`lower(${bookings.email}) = lower(${account.email})`, notAbandonedHold))
    .orderBy(desc(bookings.startsAt))
    .limit(ACCOUNT_BOOKINGS + 1);
  const list: AccountBooking[] = rows.slice(0, ACCOUNT_BOOKINGS).map((row) => ({ ...row, startsAt: row.startsAt?.toISOString() ?? null }));
  const query = new URL(request.url).searchParams;
  const [membership, marketing, health, texts] = await Promise.all([
    membershipViewFor(context.db, account.email, new Date(), context.bookingSettings.timeZone),
    marketingChoicesOf(context.db, account.email),
    accountHealth(context.db, account.email),
    accountTextsOf(context.db, account.email),
  ]);
  const page: AccountPageData = {
    email: account.email,
    bookings: list,
    more: rows.length > ACCOUNT_BOOKINGS,
    membership,
    confirmCancel: query.has("cancel-membership") && !!membership?.cancel.allowed,
    membershipNotice: query.has("membership-cancelled") ? "cancelled" : query.has("membership-unavailable") ? "unavailable" : query.has("membership-not-cancellable") ? "not-cancellable" : null,
    marketing,
    marketingSaved: query.has("marketing-saved"),
    health,
    texts,
    textsSaved: query.has("texts-saved"),
  };
  return data(page, { headers: privateHeaders });
}

/**
 * The account's forms, told apart by `intent`: sign out (this browser's session ends, whatever state it was in),
 * cancel her membership, save her marketing choices; with none, open one of her bookings through a fresh manage link.
 */
export const accountPageAction = serves([submitAccountSignOut, submitMemberCancel, submitMarketingChoices, submitTextChoice, submitOpenBooking], async ({ request, context }: Args) => {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "sign-out") {
    await submitAccountSignOut(context, { sessionId: accountSessionId(request, context) });
    const headers = new Headers(privateHeaders);
    headers.append("Set-Cookie", clearedAccountCookie(context.production));
    throw redirect("/account/sign-in?signed-out", { headers });
  }
  const account = await requireAccountPage(request, context);
  if (intent === "cancel-membership") {
    // The same use case as POST /api/memberships/me/cancel: asking twice answers the same end date.
    const membershipContext = { db: context.db, billing: context.membershipBilling, emailContext: context.emailContext, timeZone: context.bookingSettings.timeZone };
    const cancelled = await submitMemberCancel(membershipContext, account);
    if (!cancelled.ok && cancelled.kind === "not-found") throw data(null, { status: 404, headers: privateHeaders });
    const notice = cancelled.ok ? "membership-cancelled" : cancelled.kind === "unavailable" ? "membership-unavailable" : "membership-not-cancellable";
    throw redirect(`/account?${notice}#membership-title`, { headers: privateHeaders });
  }
  const outcome =
    intent === "marketing"
      ? await submitMarketingChoices(context, account, Object.fromEntries(form))
      : intent === "texts"
        ? await submitTextChoice(context, account, Object.fromEntries(form))
        : await submitOpenBooking(context, account, { bookingId: String(form.get("booking") ?? "") });
  // Only an edited form is refused (a booking not hers, a box's value no browser sends): no page to show it on.
  if (!outcome.ok) throw data(null, { status: pageRefusal(outcome).status, headers: privateHeaders });
  const back = "manageToken" in outcome ? managePath(outcome.manageToken) : "texts" in outcome ? "/account?texts-saved#texts-title" : "/account?marketing-saved#marketing-title";
  throw redirect(back, { headers: privateHeaders });
});
