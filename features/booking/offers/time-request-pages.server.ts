import { and, eq, gt, sql } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import { timeOffers, type timeRequests } from "~/db/schema.server";
import { formatDuration } from "~/lib/display-time";
import { filledHoneypot, HONEYPOT_FIELD, messages } from "~/lib/forms";
import { serves } from "~/lib/use-case";
import { openLink } from "~/lib/links/links.server";
import { addDays, toWallTime } from "~/lib/zoned-time";
import { BasketError, parseItemsParam, priceBasket, type BasketItem } from "../rules/basket";
import { clientMenu, practitionersFor } from "../booking-menu.server";
import { itemsParam } from "../rules/booking-selection";
import { bookingChoiceParams } from "../rules/booking-choice";
import { findLiveOffer } from "./offer-hold.server";
import { requestState } from "./request-state";
import { requestDaysText } from "./time-offer-emails";
import { maxRequestDays, partOfDayNames, partOfDayText, partsOfDay, timeRequestMessages, timeRequestPath, type PartOfDay } from "./time-request-form";
import type { OfferGoneData, RequestPageData, RequestWords, TellMeActionData, TellMePageData } from "./time-request-pages";
import { submitTimeRequest } from "./submit-time-request.server";
import { findTimeRequest } from "./time-requests.server";
import { withdrawTimeRequest } from "./withdraw-time-request.server";

/**
 * The pages of freed times (docs/decisions/0064), plain server-rendered forms that work without JavaScript:
 * /book/tell-me (ask), /book/tell-me/:token (see or withdraw), /book/offer/:token (an offer's link: on to /book's
 * details at the held time). Pages with a token in the address are kept out of caches.
 */

const privatePage = { "Cache-Control": "private, no-store" } as const;
type Context = { request: Request; context: AppLoadContext };

async function basketOf(context: AppLoadContext, items: BasketItem[], practitioner: string | null, now: Date) {
  const { menu } = await clientMenu(context.db, items, { now });
  const label = priceBasket(items, menu).label;
  const named = practitioner ? (await practitionersFor(context.db, items)).find((member) => member.id === practitioner) : undefined;
  return { label, items: itemsParam(items), practitionerId: named?.id ?? null, practitionerName: named?.name ?? null };
}

/** "Dream Shade with Ella Brooks": her request names the practitioner she chose, wherever it is shown. */
const withWhom = (basket: { label: string; practitionerName: string | null }) => (basket.practitionerName ? `${basket.label} with ${basket.practitionerName}` : basket.label);

async function tellMePage(request: Request, context: AppLoadContext): Promise<TellMePageData> {
  const url = new URL(request.url);
  const now = new Date();
  const settings = context.bookingSettings;
  const today = toWallTime(now, settings.timeZone).date;
  const lastDay = addDays(today, settings.horizonDays);
  let basket: TellMePageData["basket"] = null;
  let basketMessage: string | null = null;
  try {
    const items = parseItemsParam(url.searchParams.get("items") ?? "");
    if (items.length === 0) basketMessage = timeRequestMessages.items;
    else basket = await basketOf(context, items, url.searchParams.get("practitioner"), now);
  } catch (error) {
    if (!(error instanceof BasketError)) throw error;
    basketMessage = error.message;
  }
  const asked = url.searchParams.get("date") ?? "";
  const fromDate = asked >= today && asked <= lastDay ? asked : today;
  return {
    basket,
    basketMessage,
    partsOfDay: partOfDayNames.map((value) => ({ value, label: partsOfDay[value].label, hours: partsOfDay[value].hours })),
    today,
    lastDay,
    maxDays: maxRequestDays,
    window: formatDuration(settings.offerMinutes),
    bookPath: basket ? `/book?${new URLSearchParams({ items: basket.items, step: "time", ...(basket.practitionerId ? { practitioner: basket.practitionerId } : {}) }).toString()}` : "/book",
    defaults: { fromDate, toDate: addDays(fromDate, 6) > lastDay ? lastDay : addDays(fromDate, 6) },
  };
}

export const tellMePageLoader = ({ request, context }: Context) => tellMePage(request, context);

const stringValues = (form: FormData) => Object.fromEntries([...form.entries()].flatMap(([key, value]) => (typeof value === "string" && key !== HONEYPOT_FIELD ? [[key, value]] : [])));

export const tellMePageAction = serves([submitTimeRequest], async ({ request, context }: Context) => {
  const form = await request.formData();
  const values = stringValues(form);
  let items: BasketItem[] = [];
  try {
    items = parseItemsParam(values.items ?? "");
  } catch (error) {
    if (!(error instanceof BasketError)) throw error;
  }
  const payload = {
    ...values,
    items,
    ...(filledHoneypot(Object.fromEntries(form)) ? { [HONEYPOT_FIELD]: String(form.get(HONEYPOT_FIELD)) } : {}),
  };
  const outcome = await submitTimeRequest({ db: context.db, settings: context.bookingSettings, emailContext: context.emailContext }, context.visitor, payload);
  if (!outcome.ok) {
    const answer: TellMeActionData = { ok: false, message: outcome.kind === "invalid" ? messages.invalidForm : outcome.message, fieldErrors: outcome.fieldErrors ?? {}, values };
    return data(answer, { status: outcome.kind === "throttled" ? 429 : 400 });
  }
  const stored = outcome.request;
  const label = stored ? withWhom(await basketOf(context, items, stored.practitionerId, new Date())) : "";
  const answer: TellMeActionData = {
    ok: true,
    request: {
      label,
      days: stored ? requestDaysText(stored) : "",
      partOfDay: stored ? partOfDayText(stored.partOfDay as PartOfDay) : "",
      state: { state: "waiting", words: "Waiting" },
      email: stored?.email ?? String(values.email ?? ""),
    },
    requestPath: timeRequestPath(outcome.token),
  };
  return data(answer, { headers: privatePage });
});

type TokenArgs = { params: { token?: string }; context: AppLoadContext };
const notFound = () => new Response(null, { status: 404, headers: privatePage });

async function wordsOf(context: AppLoadContext, request: typeof timeRequests.$inferSelect): Promise<RequestWords> {
  const [live] = await context.db
    .select({ expiresAt: timeOffers.expiresAt })
    .from(timeOffers)
    .where(and(eq(timeOffers.requestId, request.id), eq(timeOffers.state, "offered"), gt(timeOffers.expiresAt, sql`now()`)));
  const today = toWallTime(new Date(), context.bookingSettings.timeZone).date;
  let label: string;
  try {
    label = withWhom(await basketOf(context, request.items, request.practitionerId, new Date()));
  } catch (error) {
    if (!(error instanceof BasketError)) throw error;
    label = request.serviceIds.join(", ");
  }
  return { label, days: requestDaysText(request), partOfDay: partOfDayText(request.partOfDay as PartOfDay), state: requestState(request, live?.expiresAt ?? null, today) };
}

/** Back to /book's times for her basket, with the practitioner she chose still chosen. */
const bookPathOf = (items: readonly BasketItem[], practitionerId: string | null) =>
  `/book?${new URLSearchParams({ items: itemsParam(items), step: "time", ...(practitionerId ? { practitioner: practitionerId } : {}) }).toString()}`;

export async function requestPageLoader({ params, context }: TokenArgs) {
  const found = await findTimeRequest(context.db, params.token ?? "");
  if (!found) throw notFound();
  const page: RequestPageData = { request: { ...(await wordsOf(context, found)), name: found.name }, withdrawn: found.withdrawnAt !== null, justWithdrawn: false, bookPath: bookPathOf(found.items, found.practitionerId) };
  return data(page, { headers: privatePage });
}

export const requestPageAction = serves([withdrawTimeRequest], async ({ params, context }: TokenArgs) => {
  const outcome = await withdrawTimeRequest(context.db, params.token ?? "");
  if (!outcome.ok) throw notFound();
  const page: RequestPageData = {
    request: { ...(await wordsOf(context, outcome.request)), name: outcome.request.name },
    withdrawn: true,
    justWithdrawn: true,
    bookPath: bookPathOf(outcome.request.items, outcome.request.practitionerId),
  };
  return data(page, { headers: privatePage });
});

/** Whether a link's token is one an offer was ever sent with (held, taken, lapsed or withdrawn alike). */
async function everOffered(db: AppLoadContext["db"], token: string): Promise<boolean> {
  const link = await openLink(db, "time-offer", token);
  if (link.outcome !== "open") return false;
  const [row] = await db.select({ id: timeOffers.id }).from(timeOffers).where(eq(timeOffers.id, link.subject)).limit(1);
  return row !== undefined;
}

/** An offer's link: while the time is held for her, on to /book's details at that time; otherwise said plainly. */
export async function offerPageLoader({ params, context }: TokenArgs) {
  const token = params.token ?? "";
  const live = await findLiveOffer(context.db, token);
  if (!live) {
    // A link that once held a time says why it no longer does; a token no offer ever had is no page at all.
    if (!(await everOffered(context.db, token))) throw notFound();
    const page: OfferGoneData = { message: timeRequestMessages.offerGone, bookPath: "/book" };
    return data(page, { headers: privatePage });
  }
  const wall = toWallTime(live.offer.startsAt, context.bookingSettings.timeZone);
  const params_ = bookingChoiceParams({
    items: live.request.items,
    patchTest: undefined,
    step: "details",
    date: wall.date,
    time: wall.time,
    ...(live.request.practitionerId ? { practitioner: live.request.practitionerId } : {}),
    offer: token,
  });
  throw redirect(`/book?${params_.toString()}`, { headers: privatePage });
}
