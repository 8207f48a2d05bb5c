/**
 * The client's account pages (issue 13, docs/decisions/0023), all without React: asking for a sign-in link, the
 * link's own page (GET shows a button and spends nothing, since mail scanners open links; POST signs in), and the
 * account itself. Nothing here is cached: every answer is someone's own.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import { bookings } from "~/db/schema.server";
import { issueManageToken, notAbandonedHold } from "~/features/booking/index.server";
import { managePath } from "~/features/booking";
import { parseForm, throttledMessage } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { accountMessages, accountSignInSchema } from "./account-sign-in";
import { clearedAccountCookie, serializeAccountCookie } from "./account-cookie";
import { requestSignInLink, signOutAccount, spendSignInLink } from "./account-sign-in.server";
import { accountOf, accountSessionId, requireAccountPage } from "./account-session.server";
import type { AccountBooking, AccountPageData, SignInPageData } from "./account-view";
import { BillingUnavailableError, cancelMembership, membershipViewFor } from "~/features/memberships/index.server";
import { marketingChoicesFrom } from "~/features/marketing";
import { marketingChoicesOf, setMarketingChoices } from "~/features/marketing/index.server";

export const privateHeaders = { "Cache-Control": "private, no-store" } as const;
type Args = { request: Request; params: { token?: string }; context: AppLoadContext };

export async function signInPageLoader({ request, context }: Args) {
  if (await accountOf(request, context)) throw redirect("/account", { headers: privateHeaders });
  const signedOut = new URL(request.url).searchParams.has("signed-out");
  return data<SignInPageData>({ notice: signedOut ? accountMessages.signedOut : undefined }, { headers: privateHeaders });
}

/** The form on /account/sign-in and on a spent link's page: always the same answer for a valid address. */
export async function signInLinkRequest({ request, context }: Args) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = parseForm(accountSignInSchema, { email });
  if (!parsed.success) {
    return data<SignInPageData>({ email, message: parsed.error.message, fieldErrors: parsed.error.fieldErrors }, { status: 400, headers: privateHeaders });
  }
  const result = await requestSignInLink(context.db, parsed.data.email, context.visitor, context.emailContext);
  if (result.outcome === "throttled") {
    const minutes = Math.max(1, Math.ceil(result.retryAfter / 60));
    const message = result.perAddress ? accountMessages.tooManyLinks(minutes) : throttledMessage(result.retryAfter);
    return data<SignInPageData>({ email, message }, { status: 429, headers: { ...privateHeaders, "Retry-After": String(result.retryAfter) } });
  }
  return data<SignInPageData>({ sent: accountMessages.sent(parsed.data.email) }, { headers: privateHeaders });
}

export function signInLinkPageLoader() {
  return data<SignInPageData>({}, { headers: privateHeaders });
}

/** The link's button: a session and the account, or why not with the form to ask again. */
export async function signInLinkAction(args: Args) {
  const { request, params, context } = args;
  const form = await request.clone().formData();
  if (form.has("email")) return signInLinkRequest(args);
  const used = await spendSignInLink(context.db, params.token ?? "");
  if (used.outcome !== "signed-in") {
    return data<SignInPageData>({ linkProblem: accountMessages[used.outcome] }, { status: used.outcome === "unknown" ? 404 : 410, headers: privateHeaders });
  }
  await signOutAccount(context.db, accountSessionId(request, context));
  const headers = new Headers(privateHeaders);
  headers.append("Set-Cookie", serializeAccountCookie(context.production, used.sessionId, used.expiresAt));
  throw redirect("/account", { headers });
}

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
  const [membership, marketing] = await Promise.all([
    membershipViewFor(context.db, account.email, new Date(), context.bookingSettings.timeZone),
    marketingChoicesOf(context.db, account.email),
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
  };
  return data(page, { headers: privateHeaders });
}

/** Opening a booking issues a manage link for it (only hers), and signing out ends this browser's session. */
export async function accountPageAction({ request, context }: Args) {
  const form = await request.formData();
  if (form.get("intent") === "sign-out") {
    await signOutAccount(context.db, accountSessionId(request, context));
    const headers = new Headers(privateHeaders);
    headers.append("Set-Cookie", clearedAccountCookie(context.production));
    throw redirect("/account/sign-in?signed-out", { headers });
  }
  const account = await requireAccountPage(request, context);
  if (form.get("intent") === "cancel-membership") {
    // The same cancellation as POST /api/memberships/me/cancel: asking twice answers the same end date.
    const result = await cancelMembership(context.db, context.membershipBilling, account.email, {
      mail: context.emailContext,
      timeZone: context.bookingSettings.timeZone,
    }).catch((error: unknown) => {
      if (error instanceof BillingUnavailableError) return { outcome: "unavailable" as const };
      throw error;
    });
    if (result.outcome === "none") throw data(null, { status: 404, headers: privateHeaders });
    const notice = { cancelling: "membership-cancelled", unavailable: "membership-unavailable", "not-cancellable": "membership-not-cancellable" }[result.outcome];
    throw redirect(`/account?${notice}#membership-title`, { headers: privateHeaders });
  }
  if (form.get("intent") === "marketing") {
    // A plain form: a box left unticked is absent from the post, and that is her "no" (a withdrawal if she had agreed).
    await setMarketingChoices(context.db, account.email, marketingChoicesFrom(Object.fromEntries(form)), "account");
    throw redirect("/account?marketing-saved#marketing-title", { headers: privateHeaders });
  }
  const bookingId = String(form.get("booking") ?? "");
  const [booking] = isUuid(bookingId)
    ? await context.db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.id, bookingId), sql`lower(${bookings.email}) = lower(${account.email})`))
    : [];
  if (!booking) throw data(null, { status: 404, headers: privateHeaders });
  throw redirect(managePath(await issueManageToken(context.db, booking.id)), { headers: privateHeaders });
}
