import { bookTreatmentPath } from "~/features/booking";
import { arrivalLabel, isAnyLive, isLive, launchLabel, type ServiceFacts } from "~/features/studio";

/**
 * The studio's lines of treatment as the home page and the meta descriptions name them. Whether each says "book
 * now" or "coming soon" follows its services' state (isLive), so a launch or a withdrawal changes every sentence.
 */
export interface TreatmentLine {
  emoji: string;
  name: string;
  description: string;
  /** Its words in a sentence listing what the studio offers ("facial RF"); a line without one is not listed. */
  phrase?: string;
  slugs: readonly string[];
  /** Where to go while none of it can be booked, and the link's words. */
  waitlist?: { to: string; action: string };
  /** Where to go once it is open to everyone, and the link's words. */
  book: { to: string; action: string };
}

export const treatmentLines: readonly TreatmentLine[] = [
  {
    emoji: "🦋",
    name: "Brows",
    description: "Henna, lamination, tint and wax, shaped to suit your face.",
    phrase: "henna brows, lamination, tint and wax",
    slugs: ["henna-brows", "brow-lift", "tint-spell", "cloud-wax"],
    book: { to: "/book", action: "Book a brow treatment" },
  },
  {
    emoji: "✨",
    name: "Facial RF",
    description: "The Glow Lift: radiofrequency for firmer-looking, glowing skin.",
    phrase: "facial RF",
    slugs: ["the-glow-lift"],
    waitlist: { to: "/glow-lift-waitlist", action: "Join the Glow Lift waitlist" },
    book: { to: bookTreatmentPath("the-glow-lift"), action: "Book The Glow Lift" },
  },
  {
    emoji: "🌊",
    name: "Body Sculpting",
    description: "Inch Away cavitation and Smooth & Sculpt RF to contour and firm.",
    phrase: "body sculpting",
    slugs: ["inch-away", "smooth-sculpt"],
    waitlist: { to: "/inch-away-waitlist", action: "Join the Inch Away waitlist" },
    book: { to: "/book", action: "Book a body treatment" },
  },
  {
    emoji: "🧊",
    name: "The Ice Sculpt",
    description: "Fat freezing for stubborn, pinchable pockets that resist diet and exercise.",
    slugs: ["the-ice-sculpt"],
    waitlist: { to: "/ice-sculpt-waitlist", action: "Join the Ice Sculpt waitlist" },
    book: { to: bookTreatmentPath("the-ice-sculpt"), action: "Book The Ice Sculpt" },
  },
];

/** A home-page card: its badge, link and link words in the line's current state. */
export interface LineCard {
  emoji: string;
  name: string;
  description: string;
  /** Open to everyone: booked, not waited for. */
  open: boolean;
  status: string;
  to: string;
  action: string;
}

function servicesOf(line: TreatmentLine, facts: readonly ServiceFacts[]): ServiceFacts[] {
  return facts.filter((service) => line.slugs.includes(service.slug));
}

export function lineCard(line: TreatmentLine, facts: readonly ServiceFacts[]): LineCard {
  const services = servicesOf(line, facts);
  const live = services.filter(isLive);
  const open = live.filter((service) => !service.earlyAccessUntil);
  const { emoji, name, description } = line;
  if (open.length > 0 || !line.waitlist) return { emoji, name, description, open: true, status: "Book now", ...line.book };
  // Launched to its waitlist first (docs/decisions/0020), or still to come: the waitlist is the way in.
  const status = live[0] ? arrivalLabel(live[0]) : services[0] ? launchLabel(services[0]) : "Coming soon";
  return { emoji, name, description, open: false, status, ...line.waitlist };
}

const listed = (phrases: readonly string[]) => new Intl.ListFormat("en-GB", { type: "conjunction" }).format(phrases);

/** The named lines none of whose treatments has arrived yet: ["facial RF", "body sculpting"] before any launch. */
export function comingSoonPhrases(facts: readonly ServiceFacts[]): string[] {
  return treatmentLines.filter((line) => line.phrase && !isAnyLive(servicesOf(line, facts))).map((line) => line.phrase!);
}

/** "facial RF and body sculpting", or "" once every line has arrived. */
export function comingSoonList(facts: readonly ServiceFacts[]): string {
  return listed(comingSoonPhrases(facts));
}

/**
 * "Henna brows, lamination, tint and wax, with facial RF and body sculpting coming soon": what the studio offers now
 * and what is on its way, as the meta descriptions say it.
 */
export function offerSentence(facts: readonly ServiceFacts[]): string {
  const live = treatmentLines.filter((line) => line.phrase && isAnyLive(servicesOf(line, facts))).map((line) => line.phrase!);
  const soon = comingSoonPhrases(facts);
  // The brows' phrase is a list of its own: the lines after it take a comma before their "and".
  const now = live.length > 1 ? `${live.slice(0, -1).join(", ")}, and ${live.at(-1)}` : (live[0] ?? "");
  const sentence = soon.length === 0 ? now : now ? `${now}, with ${listed(soon)} coming soon` : `${listed(soon)} coming soon`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
