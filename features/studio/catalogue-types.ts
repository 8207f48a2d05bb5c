/** Shapes of the service catalogue's facts. Money is integer pence; durations are minutes. */
import type { ServiceCopy } from "~/content/catalogue-types";

export type { BeforeAfterImage, Faq } from "~/content/catalogue-types";

export type ServiceCategory = "face" | "body";

/** What a Dreams Club membership's included treatments count (features/memberships/membership-tiers.ts): a brow service or a machine one. */
export type TreatmentKind = "brow" | "machine";

/** Which clients must have a patch test before this treatment (DESIGN section 3). */
export type PatchTestRule = "always" | "first-time-or-lapsed" | "recommended-sensitive-skin" | "none";

export interface PackageFacts {
  name: string;
  sessions: number;
  /** Minutes of one appointment for this package. */
  durationMinutes: number;
  pricePence: number;
}

/** live: bookable; coming-soon: shown with its launch text and waitlist; paused: shown, not bookable for now. */
export type ServiceState = "live" | "coming-soon" | "paused";

export interface ServiceFacts {
  /** Equals the slug; item ids in the booking API are these. */
  id: string;
  slug: string;
  name: string;
  category: ServiceCategory;
  kind: TreatmentKind;
  /**
   * An electric, light or cold treatment (radiofrequency, ultrasound cavitation, fat freezing): in London a special
   * treatment, given under the studio's licence, which its page states once staff have entered it.
   */
  specialTreatment?: boolean;
  emoji: string;
  /** The single-appointment price, or the lowest package price ("From £x"). */
  pricePence: number;
  /** Minutes one appointment takes; used by the availability engine. */
  durationMinutes: number;
  /** How the duration reads on a page: "1 hour", "1h 20 min", "45-90 min", "6 weeks". */
  durationLabel: string;
  /**
   * The minutes at the start and at the end of each appointment in which the practitioner works; between them the
   * treatment runs by itself (fat freezing cools) and she may treat another client while its room or machine stays
   * busy (DESIGN 10). Absent: she is needed throughout (henna develops for about 15 minutes, too short for another
   * client and her buffer, so it is not marked).
   */
  handsOn?: { firstMinutes: number; lastMinutes: number };
  patchTest: PatchTestRule;
  state: ServiceState;
  /** Not bookable online (coming soon or paused): follows `state`. */
  comingSoon: boolean;
  /** What the waitlist's early-access links book at (pence); null: the normal price. */
  earlyBirdPricePence: number | null;
  /** When a coming-soon service arrives, in the studio's words ("Returning soon"): the one place launch timing is said. */
  launchText: string | null;
  waitlistUrl?: string;
  packages: PackageFacts[];
  /**
   * Launched and open only to its waitlist's early-access links until then (ISO time; docs/decisions/0020): not
   * bookable by everyone yet. Absent otherwise.
   */
  earlyAccessUntil?: string;
}

export interface ServicePackage extends PackageFacts {
  description: string;
}

/** A service as pages show it: its facts with its copy. */
export interface Service extends ServiceFacts, Omit<ServiceCopy, "packageDescriptions"> {
  packages: ServicePackage[];
}
