import { z } from "~/lib/zod";
import type { ServiceFacts, ServiceState } from "./catalogue-types";

/**
 * What staff may change about a service (DESIGN 9) and the rules every change must keep. One schema for the staff
 * API and the dashboard; the checks that compare with the service as it stands are in `serviceChangeErrors`.
 */
const pence = z.number({ error: "Enter an amount in pence." }).int("Enter a whole number of pence.").min(0, "A price cannot be negative.").max(1_000_000, "That price is too high.");
const minutes = z.number({ error: "Enter the minutes." }).int("Enter whole minutes.").min(15, "At least 15 minutes.").max(480, "At most 8 hours.");

export const serviceStates = ["live", "coming-soon", "paused"] as const satisfies readonly ServiceState[];

export const serviceChangeSchema = z
  .object({
    pricePence: pence.optional(),
    durationMinutes: minutes.optional(),
    durationLabel: z.string().trim().min(1, "Say how long it takes, as clients read it.").max(40, "At most 40 characters.").optional(),
    packages: z
      .array(
        z.object({
          name: z.string().trim().min(1, "Name the package.").max(60, "At most 60 characters."),
          sessions: z.number({ error: "Enter the sessions." }).int().min(1, "At least one session.").max(52, "At most 52 sessions."),
          durationMinutes: minutes,
          pricePence: pence,
        }),
      )
      .max(10, "At most 10 packages.")
      .optional(),
    state: z.enum(serviceStates, { error: "Choose live, coming soon or paused." }).optional(),
    launchText: z.string().trim().max(60, "At most 60 characters.").nullable().optional(),
    earlyBirdPricePence: pence.nullable().optional(),
  })
  .strict();

export type ServiceChange = z.infer<typeof serviceChangeSchema>;

/** The diary's grid: a new duration is a whole number of these minutes. */
export const GRID_MINUTES = 15;

/**
 * The rules that read the service as it stands: a new duration sits on the diary's 15-minute grid (one kept as it
 * was may not: some were set before the rule); a service sold as packages keeps at least one; a coming-soon service
 * says when it arrives; an early-bird price is below the normal one.
 */
export function serviceChangeErrors(current: ServiceFacts, change: ServiceChange): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const offGrid = (value: number, was: number | undefined) => value !== was && value % GRID_MINUTES !== 0;
  if (change.durationMinutes !== undefined && offGrid(change.durationMinutes, current.durationMinutes)) {
    add("durationMinutes", `Use steps of ${GRID_MINUTES} minutes.`);
  }
  change.packages?.forEach((pkg, index) => {
    if (offGrid(pkg.durationMinutes, current.packages[index]?.durationMinutes)) add(`packages.${index}.durationMinutes`, `Use steps of ${GRID_MINUTES} minutes.`);
  });
  if (change.packages && change.packages.length === 0 && current.packages.length > 0) add("packages", "A service sold as packages needs at least one package price.");
  const state = change.state ?? current.state;
  const launchText = change.launchText === undefined ? current.launchText : change.launchText;
  if (state === "coming-soon" && !launchText) add("launchText", "Say when it arrives, e.g. \"Returning in the spring\".");
  const price = change.pricePence ?? current.pricePence;
  const earlyBird = change.earlyBirdPricePence === undefined ? current.earlyBirdPricePence : change.earlyBirdPricePence;
  if (earlyBird !== null && earlyBird >= price) add("earlyBirdPricePence", "The early-bird price must be below the normal price.");
  return errors;
}

/** The service with a change applied; comingSoon follows the state. */
export function applyServiceChange(current: ServiceFacts, change: ServiceChange): ServiceFacts {
  const next: ServiceFacts = { ...current, ...Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) } as ServiceFacts;
  return { ...next, comingSoon: next.state !== "live" };
}
