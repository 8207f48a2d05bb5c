/** Shapes of the service catalogue. Money is integer pence; durations are minutes. */

export type ServiceCategory = "face" | "body";

export interface ServicePackage {
  name: string;
  sessions: number;
  /** Minutes of one appointment for this package. */
  durationMinutes: number;
  pricePence: number;
  description: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface BeforeAfterImage {
  /** Path of a replaceable asset under /images (never a third-party URL). */
  before: string;
  after: string;
  alt: string;
}

/** Which clients must have a patch test before this treatment (DESIGN section 3). */
export type PatchTestRule = "always" | "first-time-or-lapsed" | "recommended-sensitive-skin" | "none";

export interface Service {
  /** Equals the slug; item ids in the booking API are these. */
  id: string;
  slug: string;
  name: string;
  /** Plain name of the technique, e.g. "Henna brows" for Dream Shade. */
  technique: string;
  category: ServiceCategory;
  emoji: string;
  /** The single-appointment price, or the lowest package price ("From £x"). */
  pricePence: number;
  /** Minutes one appointment takes; used by the availability engine. */
  durationMinutes: number;
  /** How the duration reads on a page: "1 hour", "1h 20 min", "45-90 min", "6 weeks". */
  durationLabel: string;
  longevity: string;
  shortDescription: string;
  fullDescription: string;
  benefits: string[];
  process: string[];
  aftercare: string[];
  faqs: Faq[];
  beforeAfterImages: BeforeAfterImage[];
  /** Extra notes shown on the detail page (henna-brows, brow-lift, tint-spell, cloud-wax). */
  notes: string[];
  patchTest: PatchTestRule;
  comingSoon: boolean;
  waitlistUrl?: string;
  packages: ServicePackage[];
}
