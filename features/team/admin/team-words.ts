import { weekdays } from "~/features/studio";

type Span = { opens: string; closes: string };
export type Week = Record<(typeof weekdays)[number], Span[] | null>;

const short: Record<(typeof weekdays)[number], string> = { monday: "Mon", tuesday: "Tue", wednesday: "Wed", thursday: "Thu", friday: "Fri", saturday: "Sat", sunday: "Sun" };
export const dayNames: Record<(typeof weekdays)[number], string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** "Mon 09:00–13:00, 14:00–18:00 · Tue …": the days she works, in a line; empty when she has no hours. */
export function weekSummary(week: Week): string {
  return weekdays
    .filter((day) => week[day]?.length)
    .map((day) => `${short[day]} ${week[day]!.map((span) => `${span.opens}–${span.closes}`).join(", ")}`)
    .join(" · ");
}

/** A day as the hours form edits it: working or not, from–to, and at most one break (the gap between two spans). */
export interface DayForm {
  works: boolean;
  opens: string;
  closes: string;
  breakFrom: string;
  breakTo: string;
}

export function dayForm(spans: Span[] | null, studio: { opens: string; closes: string } | null): DayForm {
  if (!spans || spans.length === 0) return { works: false, opens: studio?.opens ?? "09:00", closes: studio?.closes ?? "18:00", breakFrom: "", breakTo: "" };
  const first = spans[0]!;
  const last = spans.at(-1)!;
  return { works: true, opens: first.opens, closes: last.closes, breakFrom: spans.length > 1 ? first.closes : "", breakTo: spans.length > 1 ? spans[1]!.opens : "" };
}

/** The spans the server takes: one, or two around the break; null when she does not work that day. */
export function daySpans(day: DayForm): Span[] | null {
  if (!day.works) return null;
  if (day.breakFrom && day.breakTo) {
    return [
      { opens: day.opens, closes: day.breakFrom },
      { opens: day.breakTo, closes: day.closes },
    ];
  }
  return [{ opens: day.opens, closes: day.closes }];
}
