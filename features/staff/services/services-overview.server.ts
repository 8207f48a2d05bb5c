import type { Database } from "~/db/client.server";
import { studioFactKeys, type StudioFactKey } from "~/features/studio";
import { currentServiceFacts, currentStudioFacts, studioFactHistory } from "~/features/studio/index.server";

type LastChange = { actor: string; changedAt: Date } | null;

/** The Services tab's data: every service as it stands, and the studio facts with who last changed each. */
/** The Services tab's data; `earlyAccessDays` (LAUNCH_EARLY_ACCESS_DAYS) is what a launch's confirmation states. */
export async function servicesOverview(db: Database, earlyAccessDays: number) {
  const [services, studioFacts, lastChanges] = await Promise.all([
    currentServiceFacts(db),
    currentStudioFacts(db),
    Promise.all(studioFactKeys.map(async (key) => [key, (await studioFactHistory(db, key))[0] ?? null] as const)),
  ]);
  const studioFactChanges = Object.fromEntries(lastChanges.map(([key, change]) => [key, change && { actor: change.actor, changedAt: change.changedAt }])) as Record<StudioFactKey, LastChange>;
  return { services, studioFacts, studioFactChanges, earlyAccessDays };
}
