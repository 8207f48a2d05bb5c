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

/** The team as the diary's statement answers it (diaryTeamJson, diary-team.server.ts). */
export interface DiaryTeamJson {
  services: [id: string, slug: string][];
  hours: [id: string, weekday: number, opens: string, closes: string][];
  rooms: [id: string, slug: string][];
}

export function diaryTeamOf(json: DiaryTeamJson): DiaryTeam {
  const practitioners = new Map<string, { id: string; services: Set<string>; hours: Map<number, { opens: string; closes: string }[]> }>();
  for (const [id, slug] of json.services) {
    const entry = practitioners.get(id) ?? { id, services: new Set<string>(), hours: new Map() };
    entry.services.add(slug);
    practitioners.set(id, entry);
  }
  for (const [id, weekday, opens, closes] of json.hours) {
    const hoursOf = practitioners.get(id)?.hours;
    if (hoursOf) hoursOf.set(weekday, [...(hoursOf.get(weekday) ?? []), { opens, closes }]);
  }
  const resourceList = new Map<string, { id: string; services: Set<string> }>();
  for (const [id, slug] of json.rooms) {
    const entry = resourceList.get(id) ?? { id, services: new Set<string>() };
    entry.services.add(slug);
    resourceList.set(id, entry);
  }
  return { practitioners: [...practitioners.values()], resources: [...resourceList.values()] };
}

