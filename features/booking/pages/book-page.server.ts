import { managePath } from "~/features/booking/rules/manage-link";
import { data, type AppLoadContext } from "react-router";
import { patchTestNotes, patchTestTiming } from "~/content/booking-policies";
import { catalogueOf, earlyAccessRefusalMessage, earlyBirdName, earlyBirdPrice, telHref, type ServiceFacts } from "~/features/studio";
import { currentServiceFacts } from "~/features/studio/index.server";
import { pageRefusal, serves } from "~/lib/use-case";
import { submitBooking } from "~/features/booking/use-cases/submit-booking.server";
import { addDays, fromWallTime, toWallTime } from "~/lib/zoned-time";
import { BasketError } from "~/features/booking/rules/basket";
import type { Availability, BookActionData, BookingRefusalCode, BookPageData, EarlyAccessNote, MenuService, PractitionerOption, WaitlistLink } from "./book-page";
import { readBookingChoice } from "../rules/booking-choice";
import { bookingSettingsCopy } from "~/features/booking/rules/times/booking-settings";
import { checkEarlyAccessLink, findAvailability, practitionersFor } from "../booking-menu.server";
import { practitionerNameOf } from "../diary/booking-practitioner.server";
import { bookedTestFits } from "../rules/patch-test-rule";
import type { Slot } from "~/features/booking/rules/times/availability";
import { closedDaysBetween } from "~/features/schedule/index.server";
import { accountOf } from "~/features/client-session/index.server";
import { consultationFormForItems, publicForm } from "~/features/consultations";
import { desc, sql } from "drizzle-orm";
import { bookings } from "~/db/schema.server";
import { findLiveOffer } from "../offers/offer-hold.server";
import { tellMePath } from "../offers/time-request-form";
import { memberPrice, type MemberPerks } from "../rules/member-price";
import { memberPricePence, tierById, tierIncludedWords } from "~/features/memberships";
import { memberBenefitsFor, type MemberBenefits } from "~/features/memberships/index.server";

/**
 * /book's loader and action (the route module only wires them): the bookable menu as the page shows it (names,
 * prices, durations, packages; no catalogue prose), the settings in words, and, once the choice in the URL reaches
 * the calendar step, the free times for it. The action holds the time through submitBooking, as
 * POST /api/bookings does, and answers with a code the page branches on.
 */

const needsPatchTest = (rule: string) => rule === "always" || rule === "first-time-or-lapsed";

/**
 * The menu at her prices: for a Dreams Club member, each treatment and package at her member price, and the
 * treatments her month's included one may be marked so (docs/decisions/0029). memberPrice, the rule checkout
 * charges by, prices each here; the page only takes the one dearest included line off, as checkout does.
 */
function menu(facts: readonly ServiceFacts[], early?: ServiceFacts, perks?: MemberPerks): MenuService[] {
  // A link's launched service first, at its early-bird price: what the client came for (docs/decisions/0020).
  const services = [...(early ? catalogueOf([early]).services : []), ...catalogueOf(facts).bookableServices];
  const discounted = (pricePence: number) => (perks ? memberPricePence(pricePence, perks) : pricePence);
  // Shown at her discounted price all the same: only one included line per booking goes free.
  const included = (service: ServiceFacts) => memberPrice([{ type: "service", pricePence: service.pricePence, kind: service.kind }], perks).usesCredit;
  return services.map((service) => ({
    id: service.id,
    name: service.name,
    emoji: service.emoji,
    technique: service.technique,
    category: service.category,
    pricePence: discounted(service.pricePence),
    ...(included(service) ? { included: true as const } : {}),
    durationMinutes: service.durationMinutes,
    needsPatchTestAnswer: needsPatchTest(service.patchTest),
    packages: service.packages.map((pkg) => ({ name: pkg.name, pricePence: discounted(pkg.pricePence), durationMinutes: pkg.durationMinutes, sessions: pkg.sessions })),
  }));
}

/** "Dreams Club Essential: prices shown are your member prices, 10% off, and one brow service this month is included." */
function memberNote(benefits: MemberBenefits | undefined): string | null {
  if (!benefits) return null;
  const tier = tierById(benefits.tier)!;
  const included = benefits.creditsLeft > 0 ? `, and one ${tierIncludedWords(tier)} this month is included` : "";
  return `Dreams Club ${tier.name}: prices shown are your member prices, ${benefits.discountPercent}% off${included}.`;
}

/** What the link in the address allows, and its service as the link books it; nothing is claimed by looking. */
async function earlyAccessIn(db: AppLoadContext["db"], token: string, facts: readonly ServiceFacts[], now: Date): Promise<{ note: EarlyAccessNote; service?: ServiceFacts }> {
  const check = await checkEarlyAccessLink(db, token, { now });
  if (check.outcome === "refused") return { note: { state: "refused", message: earlyAccessRefusalMessage(check.code) } };
  const service = facts.find((entry) => entry.slug === check.grant.slug && entry.state === "live" && entry.earlyAccessUntil);
  if (!service) return { note: { state: "refused", message: earlyAccessRefusalMessage("early-access-expired") } };
  const pricePence = earlyBirdPrice(service);
  return {
    note: { state: "valid", serviceId: service.id, serviceName: service.name, pricePence, usualPricePence: service.pricePence, opensAt: check.grant.opensAt.toISOString() },
    service: { ...service, name: earlyBirdName(service), pricePence, packages: [] },
  };
}

function waitlists(facts: readonly ServiceFacts[]): WaitlistLink[] {
  return facts.flatMap((service) =>
    service.comingSoon && service.waitlistUrl
      ? [{ id: service.id, name: service.name, emoji: service.emoji, category: service.category, url: service.waitlistUrl }]
      : [],
  );
}

/** Her details as her latest booking gave them, and the email she signed in with. */
async function knownDetails(db: AppLoadContext["db"], email: string): Promise<NonNullable<BookPageData["known"]>> {
  const [latest] = await db
    .select({ name: bookings.name, phone: bookings.phone })
    .from(bookings)
    .where(sql`lower(${bookings.email}) = lower(${email})`)
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return { name: latest?.name ?? "", email, phone: latest?.phone ?? "" };
}

/**
 * Private when she is signed in (the page then carries her details) or opened by a personal link (an early-access
 * or freed-time token in the address: what it shows is hers). The page cache skips such requests too.
 */
export async function bookPageLoader({ request, context }: { request: Request; context: AppLoadContext }) {
  const page = await bookPage({ request, context });
  const params = new URL(request.url).searchParams;
  const personal = page.known || params.has("access") || params.has("offer");
  return data(page, personal ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

async function bookPage({ request, context }: { request: Request; context: AppLoadContext }): Promise<BookPageData> {
  const { db, bookingSettings: settings, studio } = context;
  const account = await accountOf(request, context);
  const choice = readBookingChoice(new URL(request.url).searchParams);
  const now = new Date();
  const today = toWallTime(now, settings.timeZone).date;
  const facts = await currentServiceFacts(db);
  // Her perks for the month of the time she chose, or this month before she has chosen one (as checkout counts them).
  const at = choice.date && choice.time ? fromWallTime(choice.date, choice.time, settings.timeZone) : now;
  const perks = account ? await memberBenefitsFor(db, account.email, at, settings.timeZone) : undefined;
  const early = choice.access ? await earlyAccessIn(db, choice.access, facts, now) : undefined;
  const access = early?.note.state === "valid" ? choice.access : undefined;
  // Her offer's held time is free for her alone: the times are read as if its hold were not there (decision 0064).
  const offer = choice.offer ? await findLiveOffer(db, choice.offer) : undefined;
  const except = offer?.offer.holdBookingId ?? undefined;
  let availability: Availability | null = null;
  let practitioners: PractitionerOption[] | null = null;
  let practitioner: string | null = null;
  if (choice.step !== "services" && choice.items.length > 0) {
    practitioners = await practitionersFor(db, choice.items);
    // Someone who does not do this basket (it changed, or the link is old) is not a choice: the times are anyone's.
    practitioner = practitioners.find((member) => member.id === choice.practitioner)?.id ?? null;
    try {
      // Today plus the horizon: the last bookable day is horizonDays ahead.
      const [found, closed] = await Promise.all([
        findAvailability(db, { items: choice.items, from: today, days: settings.horizonDays + 1, now, settings, access, ...(practitioner ? { practitioner } : {}), ...(except ? { except } : {}) }),
        closedDaysBetween(db, today, addDays(today, settings.horizonDays), settings.timeZone),
      ]);
      availability = { state: "ready", slots: found.slots, closedDays: closed };
    } catch (error) {
      if (!(error instanceof BasketError)) throw error;
      availability = { state: "invalid", message: error.message };
    }
  }
  let patchTestSlots: Slot[] | null = null;
  if (choice.step === "details" && choice.patchTest === "booked" && choice.date && choice.time) {
    const treatment = fromWallTime(choice.date, choice.time, settings.timeZone);
    const found = await findAvailability(db, { items: [{ id: "patch-test", type: "service" }], from: addDays(choice.date, -2), days: 3, now, settings });
    patchTestSlots = found.slots.filter((slot) => bookedTestFits(treatment, new Date(slot.start)));
  }
  return {
    patchTestSlots,
    menu: menu(facts, early?.service, perks),
    memberNote: memberNote(perks),
    earlyAccess: early?.note ?? null,
    waitlists: waitlists(facts),
    patchTestTiming,
    arriveEarly: patchTestNotes.find((note) => /arrive \d+ minutes early/i.test(note)),
    phone: { text: studio.phone, href: telHref(studio.phone) },
    settings: bookingSettingsCopy(settings),
    today,
    horizonDays: settings.horizonDays,
    availability,
    practitioners,
    practitioner,
    known: account ? await knownDetails(db, account.email) : null,
    heldOffer: offer ? { heldUntil: offer.offer.expiresAt.toISOString() } : null,
    tellMePath: tellMePath(choice),
    consultationForm: (() => {
      const form = consultationFormForItems(choice.items);
      return form ? publicForm(form) : null;
    })(),
  };
}

/** Holds the chosen time: the page posts the booking request as JSON (its basket is a list, not form fields). */
export const bookPageAction = serves([submitBooking], async ({ request, context }: { request: Request; context: AppLoadContext }) => {
  const { db, visitor, bookingSettings: settings, emailContext } = context;
  const payload: unknown = await request.json().catch(() => undefined);
  const member = await accountOf(request, context);
  const outcome = await submitBooking({ db, settings, emailContext }, { ...visitor, member }, payload);
  if (!outcome.ok) {
    const { status, body, headers } = pageRefusal(outcome);
    // A refused time is shown beside the calendar, not under a field.
    const { fieldErrors, ...rest } = body;
    const shown = fieldErrors && !outcome.code.startsWith("slot-") ? { fieldErrors } : {};
    return data<BookActionData>({ ...rest, code: rest.code as BookingRefusalCode, ...shown }, { status, headers });
  }
  return data<BookActionData>(
    outcome.dropped
      ? { ok: true, id: outcome.id, totalPence: 0, memberPence: 0, duePence: 0, holdExpiresAt: null, manageHref: managePath(outcome.manageToken), practitioner: null }
      : {
          ok: true,
          id: outcome.id,
          totalPence: outcome.totalPence,
          memberPence: outcome.memberPence,
          duePence: outcome.duePence,
          holdExpiresAt: outcome.holdExpiresAt?.toISOString() ?? null,
          manageHref: managePath(outcome.manageToken),
          practitioner: (await practitionerNameOf(db, outcome.id)) ?? null,
        },
    { status: 201 },
  );
});
