import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { resourceServices, resources, staffHours, staffMembers, staffServices, timeOff } from "~/db/schema.server";

type Executor = Pick<Database, "select">;

/** A practitioner as the diary needs her (docs/decisions/0050): what she does and when she works. */
export interface DiaryPractitioner {
  id: string;
  services: ReadonlySet<string>;
  /** Her working windows by ISO weekday (1 Monday … 7 Sunday), London times, sorted. */
  hours: ReadonlyMap<number, readonly { opens: string; closes: string }[]>;
}

export interface DiaryResource {
  id: string;
  services: ReadonlySet<string>;
}

/** The diary's columns, in the studio's stable order: active practitioners who do a service, and active resources. */
export interface DiaryTeam {
  practitioners: readonly DiaryPractitioner[];
  resources: readonly DiaryResource[];
}

export async function diaryTeam(db: Executor): Promise<DiaryTeam> {
  const [services, hours, rooms] = await Promise.all([
    db
      .select({ id: staffMembers.id, slug: staffServices.serviceSlug })
      .from(staffMembers)
      .innerJoin(staffServices, eq(staffServices.staffMemberId, staffMembers.id))
      .where(eq(staffMembers.active, true))
      .orderBy(asc(staffMembers.position), asc(staffMembers.createdAt)),
    db
      .select({ id: staffHours.staffMemberId, weekday: staffHours.weekday, opens: staffHours.opens, closes: staffHours.closes })
      .from(staffHours)
      .orderBy(asc(staffHours.opens)),
    db
      .select({ id: resources.id, slug: resourceServices.serviceSlug })
      .from(resources)
      .innerJoin(resourceServices, eq(resourceServices.resourceId, resources.id))
      .where(eq(resources.active, true))
      .orderBy(asc(resources.position), asc(resources.createdAt)),
  ]);
  const practitioners = new Map<string, { id: string; services: Set<string>; hours: Map<number, { opens: string; closes: string }[]> }>();
  for (const row of services) {
    const entry = practitioners.get(row.id) ?? { id: row.id, services: new Set<string>(), hours: new Map() };
    entry.services.add(row.slug);
    practitioners.set(row.id, entry);
  }
  for (const row of hours) {
    const hoursOf = practitioners.get(row.id)?.hours;
    if (hoursOf) hoursOf.set(row.weekday, [...(hoursOf.get(row.weekday) ?? []), { opens: row.opens, closes: row.closes }]);
  }
  const resourceList = new Map<string, { id: string; services: Set<string> }>();
  for (const row of rooms) {
    const entry = resourceList.get(row.id) ?? { id: row.id, services: new Set<string>() };
    entry.services.add(row.slug);
    resourceList.set(row.id, entry);
  }
  return { practitioners: [...practitioners.values()], resources: [...resourceList.values()] };
}

/** Leave that meets [from, to), as spans of epoch milliseconds per member. */
export async function timeOffBetween(db: Executor, from: Date, to: Date): Promise<{ staffMemberId: string; start: number; end: number }[]> {
  const rows = await db
    .select({ staffMemberId: timeOff.staffMemberId, start: timeOff.startsAt, end: timeOff.endsAt })
    .from(timeOff)
    .where(and(lt(timeOff.startsAt, to), gt(timeOff.endsAt, from)));
  return rows.map((row) => ({ staffMemberId: row.staffMemberId, start: row.start.getTime(), end: row.end.getTime() }));
}
