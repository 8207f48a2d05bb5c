/**
 * The manage page (/bookings/manage/:token): its loader and action. Everything works as plain links and forms
 * (GET picks a date or opens the cancel confirmation, POST changes the booking and redirects back with what was
 * done), so it needs no JavaScript. The token is in the URL: nothing here may be cached or sent on as a referrer.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { parseForm, throttledMessage } from "~/lib/forms";
import { addDays, fromWallTime, isValidDate, toWallTime } from "~/lib/zoned-time";
import { formatLondonDate, formatLondonDateTime } from "~/lib/display-time";
import { rescheduleSchema } from "../changes/booking-change-form";
import { slotRefusal } from "../booking-messages";
import { bookingSettingsCopy } from "../diary/booking-settings";
import { voucherKeptPence } from "~/features/vouchers/index.server";
import { changePolicyPoints, refundSentence, voucherBackSentence } from "../changes/change-policy";
import type { ChangeResult } from "../changes/booking-changes.server";
import { clientBookSession, clientCancel, clientReschedule, courseForManage, freeTimesForMove, openManageLink } from "../manage/manage.server";
import { freeSessionTimes } from "../courses/course-sessions.server";
import { coursePolicyPoints, sessionCancelledSentence } from "../courses/course-rules";
import { managePath } from "../manage/manage-link";
import { manageView } from "../manage/manage-view";
import type { DayTimes, ManageActionData, ManagePageData } from "./manage-page";

/** Referrer-Policy: no-referrer is set for these paths with the other security headers (server/security-headers). */
export const manageHeaders = { "Cache-Control": "private, no-store" } as const;

type Args = { request: Request; params: { token?: string }; context: AppLoadContext };

async function open({ params, context }: Args) {
  const lookup = await openManageLink(context.db, params.token ?? "", context.visitor.address);
  if (lookup.outcome === "throttled") throw new Response(throttledMessage(lookup.retryAfter), { status: 429, headers: { ...manageHeaders, "Retry-After": String(lookup.retryAfter) } });
  if (lookup.outcome === "not-found") throw new Response(null, { status: 404, headers: manageHeaders });
  return lookup.booking;
}

export async function managePageLoader(args: Args) {
  const booking = await open(args);
  const { context } = args;
  const query = new URL(args.request.url).searchParams;
  const now = new Date();
  const course = await courseForManage(context.db, booking, now);
  const view = manageView(booking, now, context.studio.phone, course);
  const settings = context.bookingSettings;
  const today = toWallTime(now, settings.timeZone).date;
  const max = addDays(today, settings.horizonDays);
  /** The day asked for in `param` when it may be chosen, or `fallback`; with its free times from `times`. */
  const dayTimes = async (param: string, fallback: string, times: (date: string) => Promise<string[]>): Promise<DayTimes> => {
    const asked = query.get(param);
    const date = asked && isValidDate(asked) && asked >= today && asked <= max ? asked : fallback;
    return { date, dayLabel: formatLondonDate(fromWallTime(date, "12:00", settings.timeZone)), min: today, max, times: await times(date) };
  };
  let move: ManagePageData["move"] = null;
  if (view.reschedule.allowed) move = await dayTimes("date", view.date ?? today, (date) => freeTimesForMove(context.db, booking, date, { settings, now }));
  const book = course && view.course?.canBook ? await dayTimes("sessionDate", addDays(today, 1), (date) => freeSessionTimes(context.db, course, date, { settings, now })) : null;
  const doneKind = query.get("done");
  const cancelled = doneKind === "cancelled" && booking.status === "cancelled";
  // What went back on her gift voucher: what it paid, less the share a late cancellation kept (decision 0031).
  const voucherBack = cancelled && booking.voucherPence > 0 ? booking.voucherPence - (await voucherKeptPence(context.db, booking.id)) : 0;
  const moneyBack = booking.courseId
    ? sessionCancelledSentence(booking.returnedToCourseAt !== null)
    : `${refundSentence(booking.refundedPence + booking.pendingRefundPence, { done: true })} ${voucherBackSentence(voucherBack, booking.voucherPence, { done: true })}`.trim();
  const done = cancelled
      ? `Your appointment is cancelled. ${moneyBack} We have emailed you a confirmation.`
      : doneKind === "session" && course
        ? "Your next session is booked: you will find it in your course's sessions below. We have emailed you a confirmation."
      : doneKind === "moved" && booking.startsAt
        ? `Your appointment has moved to ${formatLondonDateTime(booking.startsAt)}. We have emailed you a new calendar file.`
        : null;
  const page: ManagePageData = {
    href: managePath(args.params.token!),
    view,
    confirmCancel: query.get("step") === "cancel" && view.cancel.allowed,
    done,
    move,
    policyPoints: changePolicyPoints,
    course: course ? { book, policyPoints: coursePolicyPoints(settings.courseExpiryMonths) } : null,
  };
  return data(page, { headers: manageHeaders });
}

export async function managePageAction(args: Args) {
  const booking = await open(args);
  const { context } = args;
  const form = Object.fromEntries(await args.request.formData());
  const href = managePath(args.params.token!);
  const changeContext = { provider: context.payments, emailContext: context.emailContext, settings: context.bookingSettings };
  let result: ChangeResult;
  let done: "cancelled" | "moved" | "session";
  if (form.intent === "cancel") {
    ({ result } = await clientCancel(context.db, booking, changeContext));
    done = "cancelled";
  } else if (form.intent === "reschedule") {
    const parsed = parseForm(rescheduleSchema, form);
    if (!parsed.success) return failed(400, parsed.error.message);
    ({ result } = await clientReschedule(context.db, booking, parsed.data, changeContext));
    done = "moved";
  } else if (form.intent === "book-session") {
    const parsed = parseForm(rescheduleSchema, form);
    if (!parsed.success) return failed(400, parsed.error.message);
    const session = await clientBookSession(context.db, booking, parsed.data, changeContext);
    if (session.outcome === "not-a-course") throw new Response(null, { status: 404, headers: manageHeaders });
    if (session.outcome === "refused") return failed(session.status, session.message);
    if (session.outcome === "unavailable") {
      const refusal = slotRefusal(session.reason, bookingSettingsCopy(context.bookingSettings));
      return failed(refusal.status, refusal.message);
    }
    return redirect(`${href}?done=session`, { status: 303, headers: manageHeaders });
  } else {
    return failed(400, "Please choose whether to move or cancel your appointment.");
  }
  if (result.outcome === "not-found") throw new Response(null, { status: 404, headers: manageHeaders });
  if (result.outcome === "refused") return failed(result.status, result.message);
  if (result.outcome === "unavailable") {
    const refusal = slotRefusal(result.reason, bookingSettingsCopy(context.bookingSettings));
    return failed(refusal.status, refusal.message);
  }
  return redirect(`${href}?done=${done}`, { status: 303, headers: manageHeaders });
}

function failed(status: number, message: string) {
  return data<ManageActionData>({ error: message }, { status, headers: manageHeaders });
}
