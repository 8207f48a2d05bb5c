/** Shapes of the catalogue's copy: what a page says about a service, kept apart from its facts. */

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

export interface ServiceCopy {
  /** Plain name of the technique, e.g. "Henna brows" for Dream Shade. */
  technique: string;
  longevity: string;
  shortDescription: string;
  fullDescription: string;
  benefits: string[];
  process: string[];
  aftercare: string[];
  faqs: Faq[];
  beforeAfterImages: BeforeAfterImage[];
  /** Extra notes shown on the detail page. */
  notes: string[];
  /** Each package's description, by package name. */
  packageDescriptions: Record<string, string>;
}
