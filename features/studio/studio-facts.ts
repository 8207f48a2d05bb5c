import { statementLastUpdated } from "~/content/accessibility";
import { z } from "~/lib/zod";
import { studioToday } from "~/lib/studio-clock";
import { isValidDate } from "~/lib/zoned-time";

/**
 * Studio-wide facts staff may change (docs/decisions/0019), each with its default from content/ (what a fresh
 * database reads until staff change it) and its rule. One schema for the dashboard and the server.
 */
export const studioFactDefaults = {
  /** When the accessibility statement was last reviewed (YYYY-MM-DD), shown on /accessibility. */
  accessibilityReviewedOn: statementLastUpdated,
  /**
   * The London special-treatment licence (London Local Authorities Act 1991, Part II) a studio offering electric,
   * light or cold treatments holds: its number and the borough that issued it. Empty until staff enter them; shown
   * where those treatments are advertised (`specialTreatment` in the catalogue) once both are set.
   */
  licenceNumber: "",
  licenceBorough: "",
} as const;

export type StudioFactKey = keyof typeof studioFactDefaults;
export type StudioFacts = Record<StudioFactKey, string>;
export const studioFactKeys = Object.keys(
  studioFactDefaults,
) as StudioFactKey[];

export const studioFactMessages = {
  date: "Enter a real date.",
  future: "The review cannot be later than today.",
  licenceNumber:
    "Enter the licence number as printed: letters, digits, spaces, / or -, at most 40.",
  licenceBorough: "Choose the London borough that issued the licence.",
} as const;

/** The 32 London boroughs and the City of London: the councils that issue special-treatment licences. */
export const londonBoroughs = [
  "Barking and Dagenham",
  "Barnet",
  "Bexley",
  "Brent",
  "Bromley",
  "Camden",
  "City of London",
  "Croydon",
  "Ealing",
  "Enfield",
  "Greenwich",
  "Hackney",
  "Hammersmith and Fulham",
  "Haringey",
  "Harrow",
  "Havering",
  "Hillingdon",
  "Hounslow",
  "Islington",
  "Kensington and Chelsea",
  "Kingston upon Thames",
  "Lambeth",
  "Lewisham",
  "Merton",
  "Newham",
  "Redbridge",
  "Richmond upon Thames",
  "Southwark",
  "Sutton",
  "Tower Hamlets",
  "Waltham Forest",
  "Wandsworth",
  "Westminster",
] as const;

export interface SpecialTreatmentLicence {
  number: string;
  borough: string;
}

/** The licence as pages state it, or nothing until both its number and its borough are set. */
export function specialTreatmentLicence(
  facts: Pick<StudioFacts, "licenceNumber" | "licenceBorough">,
): SpecialTreatmentLicence | undefined {
  return facts.licenceNumber && facts.licenceBorough
    ? { number: facts.licenceNumber, borough: facts.licenceBorough }
    : undefined;
}

/** The one sentence every page shows it in. */
export const licenceSentence = (licence: SpecialTreatmentLicence) =>
  `Our electric, light and cold treatments are carried out under special treatment licence ${licence.number}, issued by ${licence.borough === "City of London" ? "the City of London Corporation" : `${licence.borough} Council`}.`;

export const studioFactsChangeSchema = z
  .object({
    accessibilityReviewedOn: z
      .string({ error: studioFactMessages.date })
      .trim()
      .refine(isValidDate, { error: studioFactMessages.date, abort: true })
      // A review dated tomorrow on the studio's clock has not happened yet.
      .refine((date) => date <= studioToday(), {
        error: studioFactMessages.future,
      }),
    // Empty clears it: the pages then say nothing of a licence.
    licenceNumber: z
      .string({ error: studioFactMessages.licenceNumber })
      .trim()
      .max(40, { error: studioFactMessages.licenceNumber })
      .regex(/^[A-Za-z0-9/ -]*$/, { error: studioFactMessages.licenceNumber }),
    licenceBorough: z.union([z.literal(""), z.enum(londonBoroughs)], {
      error: studioFactMessages.licenceBorough,
    }),
  })
  .partial()
  .strict();

export type StudioFactsChange = z.infer<typeof studioFactsChangeSchema>;
