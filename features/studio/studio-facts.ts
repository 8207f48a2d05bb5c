import { statementLastUpdated } from "~/content/accessibility";
import { z } from "~/lib/zod";
import { isValidDate, toWallTime } from "~/lib/zoned-time";
import { defaultStudio } from "./studio";

/**
 * Studio-wide facts staff may change (docs/decisions/0019), each with its default from content/ (what a fresh
 * database reads until staff change it) and its rule. One schema for the dashboard and the server.
 */
export const studioFactDefaults = {
  /** When the accessibility statement was last reviewed (YYYY-MM-DD), shown on /accessibility. */
  accessibilityReviewedOn: statementLastUpdated,
} as const;

export type StudioFactKey = keyof typeof studioFactDefaults;
export type StudioFacts = Record<StudioFactKey, string>;
export const studioFactKeys = Object.keys(studioFactDefaults) as StudioFactKey[];

export const studioFactMessages = {
  date: "Enter a real date.",
  future: "The review cannot be later than today.",
} as const;

/** Today on the studio's clock: a review dated tomorrow has not happened yet. */
const studioToday = () => toWallTime(new Date(), defaultStudio.timeZone).date;

export const studioFactsChangeSchema = z
  .object({
    accessibilityReviewedOn: z
      .string({ error: studioFactMessages.date })
      .trim()
      .refine(isValidDate, { error: studioFactMessages.date, abort: true })
      .refine((date) => date <= studioToday(), { error: studioFactMessages.future }),
  })
  .partial()
  .strict();

export type StudioFactsChange = z.infer<typeof studioFactsChangeSchema>;
