import { z } from "~/lib/zod";
import { fields, messages } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { addDays, isValidDate, minutesOfDay } from "~/lib/zoned-time";
import type { BasketItem } from "../rules/basket";
import { itemsParam } from "../rules/booking-selection";

/**
 * A client's request to be told when a time frees (issue 24 item 3, docs/decisions/0064): her basket, a range of days
 * and a part of day. The parts of day are defined here once; the form, the emails, the staff queue and the matching
 * all read them.
 */

export const partsOfDay = {
  morning: { label: "Morning", hours: "before 12:00", fromMinute: 0, toMinute: 12 * 60 },
  afternoon: { label: "Afternoon", hours: "12:00 to 17:00", fromMinute: 12 * 60, toMinute: 17 * 60 },
  evening: { label: "Evening", hours: "from 17:00", fromMinute: 17 * 60, toMinute: 24 * 60 },
} as const;
export type PartOfDay = keyof typeof partsOfDay;
export const partOfDayNames = Object.keys(partsOfDay) as PartOfDay[];

/** Whether a London wall time ("10:30") starts in the part of day. */
export function inPartOfDay(part: PartOfDay, time: string): boolean {
  const minute = minutesOfDay(time);
  return minute >= partsOfDay[part].fromMinute && minute < partsOfDay[part].toMinute;
}

/** "Morning (before 12:00)": how every page and email names a part of day. */
export const partOfDayText = (part: PartOfDay) => `${partsOfDay[part].label} (${partsOfDay[part].hours})`;

/** The longest range of days one request may cover: a request is for days she has in mind, not a standing order. */
export const maxRequestDays = 28;

export const timeRequestMessages = {
  fromDate: "Please choose the first day that suits you.",
  toDate: "Please choose the last day that suits you.",
  past: "Please choose a day from today on.",
  order: "The last day must be on or after the first day.",
  tooLong: `Please choose at most ${maxRequestDays} days.`,
  beyondHorizon: "We do not take bookings that far ahead yet.",
  partOfDay: "Please choose a part of the day.",
  items: "Please choose at least one treatment.",
  phoneForTexts: "Please give a mobile number if you would like a text.",
  practitioner: "Please choose someone who does these treatments, or anyone.",
  notFound: "This link does not open a request. It may be incomplete: please open it again from your email.",
  offerGone: "This time is no longer held for you.",
} as const;

const basketItem = z.object({
  id: z.string().trim().min(1).max(64),
  type: z.enum(["service", "package"]),
  packageIndex: z.coerce.number().int().min(0).max(20).optional(),
});

export const timeRequestSchema = z
  .object({
    items: z.array(basketItem, { error: timeRequestMessages.items }).min(1, { error: timeRequestMessages.items }).max(10),
    practitionerId: z.preprocess(fields.blankAsUndefined, z.string().refine(isUuid, { error: timeRequestMessages.practitioner }).optional()),
    fromDate: z.string({ error: timeRequestMessages.fromDate }).refine(isValidDate, { error: timeRequestMessages.fromDate }),
    toDate: z.string({ error: timeRequestMessages.toDate }).refine(isValidDate, { error: timeRequestMessages.toDate }),
    partOfDay: z.enum(partOfDayNames as [PartOfDay, ...PartOfDay[]], { error: timeRequestMessages.partOfDay }),
    name: fields.name,
    email: fields.email,
    phone: z.preprocess(fields.blankAsUndefined, fields.phoneRule(messages.phone).optional()),
    /** A text as well as the email when a time frees: sent once the studio's texts are set up (decision 0064). */
    textsOk: fields.checkbox,
  })
  .superRefine((value, context) => {
    if (value.textsOk && !value.phone) context.addIssue({ code: "custom", path: ["phone"], message: timeRequestMessages.phoneForTexts });
  });
export type TimeRequestInput = z.infer<typeof timeRequestSchema>;

/** The rules that need today and the horizon: checked by the server with its clock, after the schema. */
export function checkRequestDays(input: { fromDate: string; toDate: string }, today: string, horizonDays: number): Record<string, string[]> | undefined {
  const errors: Record<string, string[]> = {};
  if (input.fromDate < today) errors.fromDate = [timeRequestMessages.past];
  if (input.toDate < input.fromDate) errors.toDate = [timeRequestMessages.order];
  else if (input.toDate > addDays(input.fromDate, maxRequestDays - 1)) errors.toDate = [timeRequestMessages.tooLong];
  else if (input.toDate > addDays(today, horizonDays)) errors.toDate = [timeRequestMessages.beyondHorizon];
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Where her request's page is (its token is the only way in), and where an offer's link lands. */
export const timeRequestPath = (token: string) => `/book/tell-me/${token}`;
export const timeOfferPath = (token: string) => `/book/offer/${token}`;

/** The "tell me" form for a basket as /book keeps it in its address (its items, practitioner and day). */
export function tellMePath(choice: { items: readonly BasketItem[]; practitioner?: string; date?: string }): string {
  const params = new URLSearchParams();
  if (choice.items.length > 0) params.set("items", itemsParam(choice.items));
  if (choice.practitioner) params.set("practitioner", choice.practitioner);
  if (choice.date) params.set("date", choice.date);
  const query = params.toString();
  return query ? `${TELL_ME_PATH}?${query}` : TELL_ME_PATH;
}
export const TELL_ME_PATH = "/book/tell-me";
