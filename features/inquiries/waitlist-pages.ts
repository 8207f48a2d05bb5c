import { Crown, Flame, Heart, type LucideIcon, Ruler, ShieldCheck, Snowflake, Sparkles, Timer, Waves } from "lucide-react";
import type { Catalogue } from "~/features/studio";
import type { Service } from "~/features/studio";
import { arrivalLabel, launchLabel } from "~/features/studio";
import type { ResultToasts } from "~/ui/forms/form-result";

/**
 * The five waitlist pages. Names, techniques, durations and treatment copy come from the catalogue; this module
 * adds only what is particular to each page: its headline, whether the service is new or coming back, and which
 * catalogue benefits its cards lead with.
 */

export interface WaitlistBenefit {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface WaitlistPage {
  path: string;
  service: Service;
  /** The Ice Sculpt is new to the studio and "launches"; the others are "returning to service". */
  arrival: "launches" | "returns";
  eyebrow: string;
  headline: string;
  benefits: WaitlistBenefit[];
  toasts: ResultToasts;
  metaTitle: string;
  metaDescription: string;
}

function serviceFor(catalogue: Catalogue, slug: string): Service {
  const service = catalogue.find(slug);
  if (!service?.waitlistUrl) throw new Error(`No waitlist service "${slug}" in the catalogue`);
  return service;
}

/** One of the catalogue's benefit sentences for a service, by position. */
function benefit(service: Service, index: number): string {
  const text = service.benefits[index];
  if (text === undefined) throw new Error(`${service.name} has no benefit ${index}`);
  return text;
}

const waitlistFailureToast = {
  title: "Something went wrong",
  description: "Please try again or contact us directly.",
} as const;

const perks: WaitlistBenefit = {
  icon: Crown,
  title: "Waitlist perks",
  text: "Hear first when bookings open, pick your appointment before anyone else and enjoy exclusive early bird pricing.",
};

const sessions = (service: Service) => `${service.durationMinutes}-minute sessions`;

function page(
  catalogue: Catalogue,
  slug: string,
  path: string,
  arrival: WaitlistPage["arrival"],
  headline: string,
  cards: (service: Service) => WaitlistBenefit[],
): WaitlistPage {
  const service = serviceFor(catalogue, slug);
  return {
    path,
    service,
    arrival,
    eyebrow: arrivalLabel(service),
    headline,
    benefits: [...cards(service), perks],
    toasts: {
      success: { title: "Welcome to the waitlist!", description: `You'll be the first to know when ${service.name} ${arrival}.` },
      failure: waitlistFailureToast,
    },
    metaTitle: `${service.name} Waitlist`,
    metaDescription: `${service.technique} is ${launchLabel(service).toLowerCase()} at our London studio. Join the ${service.name} waitlist to be first to book, with early bird pricing.`,
  };
}

const iceSculptCards = (service: Service): WaitlistBenefit[] => [
  { icon: Snowflake, title: service.technique, text: benefit(service, 0) },
  { icon: Timer, title: `${service.durationLabel} appointments`, text: benefit(service, 3) },
  // Not "no downtime": her consent lists bruising and numbness for weeks (content/consultation-forms.ts).
  { icon: ShieldCheck, title: "No needles or incisions", text: benefit(service, 2) },
];

/** The waitlist pages' addresses: fixed, whatever the services' facts. */
export const waitlistPaths = ["/ice-sculpt-waitlist", "/inch-away-waitlist", "/smooth-sculpt-waitlist", "/glow-lift-waitlist"] as const;
export const fatFreezingPath = "/fat-freezing-waitlist";

/** The pages as this request's catalogue has the services (their durations and launch texts are staff's: DESIGN 9). */
export const waitlistPages = (catalogue: Catalogue): WaitlistPage[] => [
  page(catalogue, "the-ice-sculpt", waitlistPaths[0], "launches", "Be first in line for The Ice Sculpt", iceSculptCards),
  page(catalogue, "inch-away", waitlistPaths[1], "returns", "Inch Away is floating back to the studio", (service) => [
    { icon: Waves, title: service.technique, text: benefit(service, 0) },
    { icon: Timer, title: sessions(service), text: benefit(service, 2) },
    { icon: Ruler, title: "Progress you can see", text: benefit(service, 5) },
  ]),
  page(catalogue, "smooth-sculpt", waitlistPaths[2], "returns", "Smooth & Sculpt is warming up for its return", (service) => [
    { icon: Flame, title: service.technique, text: benefit(service, 0) },
    { icon: Timer, title: sessions(service), text: benefit(service, 3) },
    { icon: Sparkles, title: "Smoother-looking skin", text: benefit(service, 1) },
  ]),
  page(catalogue, "the-glow-lift", waitlistPaths[3], "returns", "The Glow Lift is coming back to light you up", (service) => [
    { icon: Sparkles, title: service.technique, text: benefit(service, 0) },
    { icon: Timer, title: sessions(service), text: benefit(service, 5) },
    { icon: Heart, title: "Firmer-looking skin", text: benefit(service, 1) },
  ]),
];

/** The fat-freezing page: The Ice Sculpt again, for people who would like a free modelling session. */
export const fatFreezingPage = (catalogue: Catalogue): WaitlistPage => ({
  ...page(catalogue, "the-ice-sculpt", fatFreezingPath, "launches", "Become an Ice Sculpt model", iceSculptCards),
  metaTitle: "Fat Freezing Waitlist: The Ice Sculpt",
});

/** The page for a request path ("/inch-away-waitlist", with or without a trailing slash or ".data"). */
export function waitlistPageForPath(pathname: string, catalogue: Catalogue): WaitlistPage | undefined {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return waitlistPages(catalogue).find((candidate) => candidate.path === path);
}
