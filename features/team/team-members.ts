/**
 * What the owner may say about a member of the team and her week (issue 22 item 6): one schema each, read by the
 * staff API and the dashboard's Team tab, so a rule and its message are written once.
 */
import { quarterHour } from "~/features/schedule";
import { weekdays } from "~/features/studio";
import { fields } from "~/lib/forms";
import { minutesOfDay } from "~/lib/zoned-time";
import { z } from "~/lib/zod";
import { staffRoles } from "~/features/staff-session";

export const memberMessages = {
  name: "Give her name (up to 80 characters).",
  role: "Choose owner, reception or practitioner.",
  bio: "Keep the line about her under 200 characters.",
  unknownService: "Choose services from the studio's list.",
  notFound: "No such member of the team.",
  emailTaken: "Someone on the team already uses that email address.",
  lastOwner: "The studio needs an active owner: make someone else owner first.",
  noEmail: "Give her email address first: the invitation goes there.",
  joined: "She has set her password already: she signs in with it.",
  inactive: "Her account is deactivated: reactivate it first.",
  hoursDay: "Give each day as a list of times she works ({opens, closes}), or null for a day off.",
  hoursOrder: "Each span ends after it starts, and spans do not overlap.",
  hoursStudio: "Her hours fall inside the studio's opening hours that day.",
} as const;


const services = z.array(z.string().trim().min(1)).max(50);

export const memberSchema = z.object({
  name: z.string({ error: memberMessages.name }).trim().min(1, { error: memberMessages.name }).max(80, { error: memberMessages.name }),
  email: fields.email,
  role: z.enum(staffRoles, { error: memberMessages.role }),
  services: services.default([]),
  bio: z.string({ error: memberMessages.bio }).trim().max(200, { error: memberMessages.bio }).default(""),
});

/** A change names only what changes; `active: false` ends her sessions at once. */
export const memberChangeSchema = memberSchema.extend({ services, bio: z.string({ error: memberMessages.bio }).trim().max(200, { error: memberMessages.bio }), active: z.boolean() }).partial();

const span = z.object({ opens: quarterHour, closes: quarterHour });
const spans = z
  .array(span, { error: memberMessages.hoursDay })
  .max(6, { error: memberMessages.hoursDay })
  .nullable()
  .refine(
    (day) => {
      // Zod runs this even when a span failed its own rule: compare only what parsed as times.
      if (!day || day.some((entry) => typeof entry?.opens !== "string" || typeof entry?.closes !== "string")) return true;
      const sorted = [...day].sort((a, b) => minutesOfDay(a.opens) - minutesOfDay(b.opens));
      return sorted.every((entry, index) => minutesOfDay(entry.opens) < minutesOfDay(entry.closes) && (index === 0 || minutesOfDay(sorted[index - 1]!.closes) <= minutesOfDay(entry.opens)));
    },
    { error: memberMessages.hoursOrder },
  );

/** Her week: every weekday named, each a list of spans (the gaps are her breaks) or null for a day off. */
export const staffWeekSchema = z.object(
  Object.fromEntries(weekdays.map((day) => [day, spans])) as Record<(typeof weekdays)[number], typeof spans>,
  { error: memberMessages.hoursDay },
);
export type StaffWeekInput = z.infer<typeof staffWeekSchema>;
