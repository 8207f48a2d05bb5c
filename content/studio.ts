/**
 * The studio's identity and opening hours: one module that the pages, the booking engine, structured data and the
 * policies all read. Contact details are placeholders until the studio sets them through the environment.
 */

export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";

export const weekdays: readonly Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

export type DayHours = { opens: string; closes: string } | null;
export type WeeklyHours = Record<Weekday, DayHours>;

/**
 * The studio's usual week in London time, "HH:mm"; null is closed all day. The database's opening_hours table is
 * seeded from this and is what the site reads (features/schedule); staff edit it there.
 */
export const openingHours: WeeklyHours = {
  monday: { opens: "09:00", closes: "18:00" },
  tuesday: { opens: "09:00", closes: "18:00" },
  wednesday: { opens: "09:00", closes: "18:00" },
  thursday: { opens: "09:00", closes: "18:00" },
  friday: { opens: "09:00", closes: "18:00" },
  saturday: { opens: "09:00", closes: "16:00" },
  sunday: null,
};

export interface Studio {
  name: string;
  tagline: string;
  email: string;
  phone: string;
  address: { street: string; locality: string; postcode: string; country: string };
  /** How to get there and in: the footer and the contact page say it. */
  directions: { transport: string; access: string };
  instagramUrl: string;
  facebookUrl: string;
  /** The studio's public review page (REVIEW_PAGE_URL), linked from the review request; none, no link. */
  reviewPageUrl?: string;
  /** The week's opening hours: the database's (features/schedule) wherever a page shows them. */
  hours: WeeklyHours;
}

export const defaultStudio: Studio = {
  name: "Sculpted Dreams Studio",
  tagline: "Brows, skin and body, sprinkled with a little fairy dust.",
  email: "hello@sculpteddreams.studio",
  phone: "+44 20 7946 0123",
  address: { street: "12 Lavender Mews", locality: "London", postcode: "SW11 1AA", country: "GB" },
  directions: {
    transport: "5 minutes' walk from Clapham Junction station (National Rail and London Overground).",
    access: "Step-free from the street: the studio is on the ground floor.",
  },
  instagramUrl: "https://www.instagram.com/sculpteddreamsstudio",
  facebookUrl: "https://www.facebook.com/sculpteddreamsstudio",
  hours: openingHours,
};

export function formatAddress(studio: Studio): string {
  const { street, locality, postcode } = studio.address;
  return `${street}, ${locality} ${postcode}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
