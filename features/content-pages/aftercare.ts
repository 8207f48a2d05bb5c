/**
 * Aftercare guides and studio policies: the /policies page and the printable guides at /guides/:guide both read
 * this module, so a step is written once. The brow guides take their steps from each service's catalogue
 * aftercare, so the service pages and the guides can never disagree.
 */
import type { Service } from "~/features/studio";
import { seedCatalogue } from "~/features/studio";

/** The guides read the services' copy (aftercare, longevity), which is the code's, never a fact staff change. */
function service(slug: string): Service {
  const found = seedCatalogue.find(slug);
  if (!found) throw new Error(`The catalogue has no service "${slug}"`);
  return found;
}

const hennaBrows = service("henna-brows");
const browLift = service("brow-lift");
const tintSpell = service("tint-spell");
const cloudWax = service("cloud-wax");
const iceSculpt = service("the-ice-sculpt");

export interface AftercareGuide {
  /** Anchor id on /policies, e.g. "aftercare-henna-brows". */
  id: string;
  serviceSlug: string;
  /** The technique as clients know it ("Henna Brows"), then the studio's name for it. */
  title: string;
  serviceName: string;
  intro: string;
  longevity: string;
  /** Six steps, in the order a client meets them. */
  steps: readonly string[];
}

export const browAftercareGuides: readonly AftercareGuide[] = [
  {
    id: "aftercare-henna-brows",
    serviceSlug: hennaBrows.slug,
    title: "Henna Brows",
    serviceName: hennaBrows.name,
    intro: "Henna keeps developing for the first day or two, so a little patience now means a richer, longer-lasting stain.",
    longevity: hennaBrows.longevity,
    steps: hennaBrows.aftercare,
  },
  {
    id: "aftercare-brow-lamination",
    serviceSlug: browLift.slug,
    title: "Brow Lamination",
    serviceName: browLift.name,
    intro: "Your hairs are still settling into their new shape for 48 hours: keep them dry, brushed and well nourished.",
    longevity: browLift.longevity,
    steps: browLift.aftercare,
  },
  {
    id: "aftercare-hybrid-tint",
    serviceSlug: tintSpell.slug,
    title: "Hybrid Tint",
    serviceName: tintSpell.name,
    intro: "A hybrid stain colours the hairs and lightly stains the skin; gentle care helps both last as long as possible.",
    longevity: tintSpell.longevity,
    steps: [
      ...tintSpell.aftercare,
      "After 48 hours, cleanse gently and pat your brows dry, then book your next Tint Spell when the colour softens.",
    ],
  },
  {
    id: "aftercare-wax",
    serviceSlug: cloudWax.slug,
    title: "Brow Wax",
    serviceName: cloudWax.name,
    intro: "Freshly waxed skin is delicate for a day or two: keep it calm, clean and protected while it settles.",
    longevity: cloudWax.longevity,
    steps: cloudWax.aftercare,
  },
];

export const universalAftercareTips: readonly string[] = [
  "Wash your hands before touching any treated area, and use a fresh pillowcase on the first night.",
  "Wear SPF every day: sun fades colour and makes freshly treated skin more sensitive.",
  "Mild redness usually settles within a few hours. If redness, itching or swelling gets worse or lasts beyond 24 hours, contact us, and seek medical advice if a reaction is severe.",
  "Keep new products away from treated skin for 48 hours, so that if anything irritates you know the cause.",
  "Book your next visit before your results fade, so your shape and colour stay consistent.",
];

export interface FatFreezingPolicy {
  serviceName: string;
  serviceSlug: string;
  resultsTimeline: string;
  aftercare: readonly string[];
  preparation: readonly string[];
  eligibility: readonly string[];
  contraindications: readonly string[];
}

export const fatFreezingPolicy: FatFreezingPolicy = {
  serviceName: iceSculpt.name,
  serviceSlug: iceSculpt.slug,
  resultsTimeline:
    "Results develop gradually as your body clears the treated fat cells and take 2-3 months to show, so we review your measurements once they have had time to develop.",
  aftercare: iceSculpt.aftercare,
  preparation: [
    "Avoid alcohol and smoking for 24 hours before your treatment.",
    "Drink plenty of water in the days before your appointment.",
    "Wear comfortable, loose clothing you can relax in.",
    "Tell us about any medical conditions, medication or recent surgery at your consultation.",
  ],
  eligibility: [
    "Fat freezing works best with a BMI of roughly 20-25, on pinchable areas of stubborn fat.",
    "It is not available with a BMI above 30 or below 18.5.",
    "You must be 18 or over.",
    "It is a body-contouring treatment, not a way to lose weight.",
  ],
  contraindications: [
    "Pregnancy or breastfeeding.",
    "Cold-related conditions such as cold urticaria, cryoglobulinaemia or Raynaud's disease.",
    "A hernia in or near the area to be treated.",
    "Recent surgery, scar tissue, open wounds or irritated skin in the area.",
    "Reduced feeling or poor circulation in the area.",
  ],
};

export const marketingCommunications: readonly string[] = [
  "We only send news, offers and launch updates if you choose to receive them: consent is a separate, unticked choice on our forms, never a condition of booking.",
  "Every waitlist and marketing email includes an unsubscribe link: open it and press Unsubscribe (or use your email app's Unsubscribe button) and you will not hear from us again.",
  "You can also unsubscribe by emailing us at any time, and we will remove you from our list.",
  "Messages about your appointments (confirmation, payment receipt and a reminder 24 hours before) are part of your booking, so they are sent whether or not you subscribe.",
];

export const privacyEssentials: readonly string[] = [
  "When you book, we store your name, email, phone number, the treatments and time you chose, and any notes you share, so that we can look after your appointment.",
  "Messages sent through our contact form and waitlist sign-ups are kept so that we can reply and tell you when a treatment launches.",
  "Payments are processed by our card payment provider; we never receive your full card number.",
  "We set only strictly necessary cookies, such as the one that keeps staff signed in. There are no analytics or advertising cookies, and our pages load nothing from other websites.",
  "You can ask for a copy of everything we hold about your email address, or ask us to erase it, by emailing us.",
];

/** The printable guides served at /guides/:guide and offered as downloads on /policies. */
export const downloadableGuides = {
  "brow-aftercare": {
    title: "Brow Aftercare Guide",
    buttonLabel: "Download Brow Aftercare Guide",
    filename: "brow-aftercare-guide.html",
  },
  "fat-freezing-aftercare": {
    title: "Fat Freezing Aftercare Guide",
    buttonLabel: "Download Fat Freezing Aftercare Guide",
    filename: "fat-freezing-aftercare-guide.html",
  },
} as const;

export type GuideName = keyof typeof downloadableGuides;

export function isGuideName(name: string): name is GuideName {
  return Object.hasOwn(downloadableGuides, name);
}
