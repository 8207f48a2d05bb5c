import { existingWallTime, fromWallTime, toWallTime, type WallTime } from "./zoned-time";

/**
 * The studio's clock, the one place its zone is named: opening hours, the diary, "today", the 14-day right, export
 * file names and every date a person reads are London's, whatever the zone of the server or the device. Callers
 * pass `now` where time matters (tests inject it); the zone itself is not a setting, so it is a constant here.
 */
export const STUDIO_ZONE = "Europe/London";
export type StudioZone = typeof STUDIO_ZONE;

/** The date, time and weekday the studio's clocks show at `instant`. */
export const studioWallTime = (instant: Date): WallTime => toWallTime(instant, STUDIO_ZONE);

/** Today's date on the studio's clock, YYYY-MM-DD: just after midnight in London it is already the new day. */
export const studioToday = (now: Date = new Date()): string => studioWallTime(now).date;

/** "14:32": the studio's clock at `instant`. */
export const studioTimeOf = (instant: Date): string => studioWallTime(instant).time;

/**
 * The instant the studio's clocks show `date` `time`. A time the spring change skips resolves an hour later, one
 * shown twice in autumn resolves to its first showing (lib/zoned-time).
 */
export const studioInstant = (date: string, time: string): Date => fromWallTime(date, time, STUDIO_ZONE);

/** Like studioInstant, but null for a time the spring change skips: a time a person chose is never shifted. */
export const studioExistingInstant = (date: string, time: string): Date | null => existingWallTime(date, time, STUDIO_ZONE);

/** Midnight at the start of a London date: the bound of a day, a week or a month in the studio's diary. */
export const studioMidnight = (date: string): Date => studioInstant(date, "00:00");

/** Noon on a London date: an instant that names the date whatever the zone it is printed in. */
export const studioNoon = (date: string): Date => studioInstant(date, "12:00");

/**
 * An Intl formatter in British English on the studio's clock, so server and browser print the same words and a
 * hydrated page sees the text the server sent.
 */
export const studioDateFormat = (options: Omit<Intl.DateTimeFormatOptions, "timeZone">): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat("en-GB", { ...options, timeZone: STUDIO_ZONE });
