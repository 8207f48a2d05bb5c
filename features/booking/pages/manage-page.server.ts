/**
 * The manage page (/bookings/manage/:token): its loader and action. Everything works as plain links and forms
 * (GET picks a date or opens the cancel confirmation, POST changes the booking and redirects back with what was
 * done), so it needs no JavaScript. The token is in the URL: nothing here may be cached or sent on as a referrer.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { pageRefusal, serves, type Refusal } from "~/lib/use-case";
import { addDays, fromWallTime, isValidDate, toWallTime } from "~/lib/zoned-time";
import { formatLondonDate, formatLondonDateTime } from "~/lib/display-time";
import { voucherKeptPence } from "~/features/vouchers/index.server";
import { changePolicyPoints, refundSentence, voucherBackSentence } from "../rules/change-policy";
import { courseForManage } from "../manage/manage.server";
import { moveDay, type MoveDay } from "../changes/move-times.server";
import { manageChanges } from "../use-cases/manage-changes.server";
import { openedBooking } from "../use-cases/manage-link.server";
import { freeSessionTimes } from "../courses/course-sessions.server";
import { coursePolicyPoints, sessionCancelledSentence } from "../rules/course-rules";
import { managePath } from "../rules/manage-link";
import { manageView } from "../manage/manage-view";
import { cancellationEffect, isPatchTestBooking, patchTestFactsOf, treatmentsOfPatchTest } from "../patch-tests/patch-tests.server";
import { practitionerNameOf } from "../diary/booking-practitioner.server";
import { patchTestLine } from "../rules/patch-test-text";
import { patchTestMessages } from "../rules/patch-test-messages";
import { moveWords } from "../manage/manage-patch-test";
import type { DayTimes, ManageActionData, ManagePageData } from "./manage-page";
import { bookingFormOf } from "~/features/consultations";
import { consultationStates } from "~/features/consultations/index.server";

/** Referrer-Policy: no-referrer is set for these paths with the other security headers (server/security-headers). */
export const manageHeaders = { "Cache-Control": "private, no-store" } as const;

type Args = { request: Request; params: { token?: string }; context: AppLoadContext };

async function open({ params, context }: Args) {
  const booking = await openedBooking(context.db, context.visitor, params.token ?? "");
  if ("ok" in booking) throw refused(booking);
  return booking;
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
  if (view.reschedule.allowed) {
    const withPatchTest = query.get("patchTest") === "move";
    let found: MoveDay | undefined;
    move = await dayTimes("date", view.date ?? today, async (date) => {
      found = await moveDay(context.db, booking, date, { settings, now, withPatchTest });
      return found.times;
    });
    Object.assign(move, patchTestChoice(found!, { href: managePath(args.params.token!), date: move.date, phone: context.studio.phone }));
  }
  const book = course && view.course?.canBook ? await dayTimes("sessionDate", addDays(today, 1), (date) => freeSessionTimes(context.db, course, date, { settings, now })) : null;
  const facts = await patchTestFactsOf(context.db, booking);
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
        ? facts.patchTestStartsAt && facts.patchTest === "booked"
          ? `Your appointment has moved to ${formatLondonDateTime(booking.startsAt)}, and your patch test is on ${formatLondonDateTime(facts.patchTestStartsAt)}. We have emailed you new calendar files.`
          : `Your appointment has moved to ${formatLondonDateTime(booking.startsAt)}. We have emailed you a new calendar file.`
        : null;
  const page: ManagePageData = {
    href: managePath(args.params.token!),
    view,
    confirmCancel: query.get("step") === "cancel" && view.cancel.allowed,
    done,
    move,
    policyPoints: changePolicyPoints,
    patchTest: patchTestLine(facts),
    patchTestMissing: view.active && patchTestLine(facts) === patchTestMessages.noneBooked,
    cancelEffect: view.cancel.allowed ? await cancellationEffect(context.db, booking) : null,
    patchTestFor: await patchTestFor(context.db, booking),
    practitioner: (await practitionerNameOf(context.db, booking.id)) ?? null,
    course: course ? { book, policyPoints: coursePolicyPoints(settings.courseExpiryMonths) } : null,
    consultation: await consultationOf(context.db, booking, managePath(args.params.token!)),
  };
  return data(page, { headers: manageHeaders });
}

/**
 * What the move section says of her patch test: with it moving, each time's patch-test time and the way back; with
 * times held back by its window, the way to move it too (or, when it cannot move, whom to call).
 */
function patchTestChoice(day: MoveDay, { href, date, phone }: { href: string; date: string; phone: string }): Partial<DayTimes> {
  const dayHref = (patchTest?: "move") => `${href}?${new URLSearchParams({ date, ...(patchTest ? { patchTest } : {}) })}#move`;
  if (day.patchTests) {
    return {
      patchTests: Object.fromEntries([...day.patchTests].map(([time, start]) => [time, formatLondonDateTime(start)])),
      hidden: { withPatchTest: "on" },
      patchTestLink: { href: dayHref(), label: moveWords.keepPatchTest },
      patchTestNote: day.heldBack > 0 ? `${moveWords.withPatchTest} ${moveWords.noPatchTime}` : moveWords.withPatchTest,
    };
  }
  if (day.heldBack === 0) return {};
  return day.patchMovable
    ? { patchTestNote: moveWords.heldBack, patchTestLink: { href: dayHref("move"), label: moveWords.movePatchTest } }
    : { patchTestNote: moveWords.call(phone) };
}

/** The treatment a patch test is for, named with its time, so the test's own page says why she has it. */
async function patchTestFor(db: AppLoadContext["db"], booking: Parameters<typeof isPatchTestBooking>[0] & { id: string }): Promise<string | null> {
  if (!isPatchTestBooking(booking)) return null;
  const [treatment] = await treatmentsOfPatchTest(db, booking.id);
  if (!treatment) return null;
  return treatment.startsAt ? `${treatment.service} on ${formatLondonDateTime(treatment.startsAt)}` : treatment.service;
}

/** Her treatment's consultation, when it has a form: its state and the page that asks it (DESIGN 11). */
async function consultationOf(db: AppLoadContext["db"], booking: { id: string; items: unknown }, href: string) {
  if (!bookingFormOf(booking.items)) return null;
  const state = (await consultationStates(db, [booking.id])).get(booking.id) ?? "to-do";
  return { state, href: `${href}/consultation` };
}

/** Where each of the page's forms lands once done: the page again, saying what happened (?done=). */
const doneAs = { cancel: "cancelled", reschedule: "moved", "book-session": "session" } as const satisfies Record<keyof typeof manageChanges, string>;
const isIntent = (intent: unknown): intent is keyof typeof manageChanges => typeof intent === "string" && Object.hasOwn(manageChanges, intent);

/** The page's forms name their use case by `intent`; POST /api/bookings/manage/:token/* serve the same three. */
export const managePageAction = serves(Object.values(manageChanges), async (args: Args) => {
  const { context } = args;
  const { intent, ...form } = Object.fromEntries(await args.request.formData());
  if (!isIntent(intent)) {
    await open(args);
    return data<ManageActionData>({ error: "Please choose whether to move or cancel your appointment." }, { status: 400, headers: manageHeaders });
  }
  const changeContext = { db: context.db, provider: context.payments, emailContext: context.emailContext, settings: context.bookingSettings };
  const outcome = await manageChanges[intent](changeContext, context.visitor, { token: args.params.token ?? "", body: form });
  if (!outcome.ok) return refused(outcome);
  return redirect(`${managePath(args.params.token!)}?done=${doneAs[intent]}`, { status: 303, headers: manageHeaders });
});

/** A link that opens nothing, or too many tries, is the page's error boundary; any other refusal is said on the page. */
function refused(refusal: Refusal) {
  const { status, body, headers } = pageRefusal(refusal);
  if (refusal.kind === "throttled") throw new Response(body.message, { status, headers: { ...manageHeaders, ...headers } });
  if (refusal.kind === "not-found") throw new Response(null, { status, headers: manageHeaders });
  return data<ManageActionData>({ error: body.message }, { status, headers: manageHeaders });
}
