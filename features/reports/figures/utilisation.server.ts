import { resources, staffMembers } from "~/db/schema.server";
import { diaryMinutes } from "~/features/booking/index.server";
import { STUDIO_ZONE, studioMidnight } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { monthsOf, reportTitles, type Report, type ReportRange, type ReportRow } from "../report-range";
import { percent, type Reader } from "../report-query.server";

/**
 * How full each practitioner, room and machine was, month by month: the minutes booked within her working minutes
 * (her hours within the studio's, less closures, bank holidays and her leave; the studio's hours for a room or
 * machine). A practitioner's booked minutes are her hands-on minutes: a machine's processing time is the machine's.
 * The diary's own reading decides both (diaryMinutes), so the report and the free times never disagree.
 */
export async function utilisation(db: Reader, range: ReportRange): Promise<Report> {
  const months = monthsOf(range);
  const from = studioMidnight(range.from);
  const to = studioMidnight(addDays(range.to, 1));
  const starts = months.map((month, index) => (index === 0 ? from : studioMidnight(`${month}-01`)).getTime());
  const [periods, members, machines] = await Promise.all([
    diaryMinutes(db, { from, to, timeZone: STUDIO_ZONE, periods: starts }),
    db.select({ id: staffMembers.id, name: staffMembers.name, position: staffMembers.position }).from(staffMembers),
    db.select({ id: resources.id, name: resources.name, kind: resources.kind, position: resources.position }).from(resources),
  ]);
  const kindNames: Record<string, string> = { practitioner: "Practitioner", room: "Room", machine: "Machine" };
  const columnOf = new Map([
    ...members.map((member) => [member.id, { name: member.name, kind: "practitioner", order: member.position }] as const),
    ...machines.map((resource) => [resource.id, { name: resource.name, kind: resource.kind, order: 1_000_000 + resource.position }] as const),
  ]);
  const totals = new Map<string, { workingMinutes: number; bookedMinutes: number }>();
  const byMonth: ReportRow[] = [];
  periods.forEach((period, index) => {
    for (const { columnId, workingMinutes, bookedMinutes } of period.columns) {
      const total = totals.get(columnId) ?? { workingMinutes: 0, bookedMinutes: 0 };
      total.workingMinutes += workingMinutes;
      total.bookedMinutes += bookedMinutes;
      totals.set(columnId, total);
      const column = columnOf.get(columnId);
      byMonth.push({ month: months[index]!, name: column?.name ?? "", kind: kindNames[column?.kind ?? ""] ?? "", workingMinutes, bookedMinutes, utilisation: percent(bookedMinutes, workingMinutes) });
    }
  });
  const rows = [...totals.entries()]
    .map(([columnId, total]) => ({ column: columnOf.get(columnId), ...total }))
    .sort((a, b) => (a.column?.order ?? 0) - (b.column?.order ?? 0))
    .map(({ column, workingMinutes, bookedMinutes }) => ({ name: column?.name ?? "", kind: kindNames[column?.kind ?? ""] ?? "", workingMinutes, bookedMinutes, utilisation: percent(bookedMinutes, workingMinutes) }));
  const minuteColumns = [
    { key: "name", label: "Who or what", kind: "text" },
    { key: "kind", label: "Kind", kind: "text" },
    { key: "workingMinutes", label: "Working minutes", kind: "count" },
    { key: "bookedMinutes", label: "Booked minutes", kind: "count" },
    { key: "utilisation", label: "Utilisation", kind: "percent" },
  ] as const;
  return {
    name: "utilisation",
    title: reportTitles.utilisation,
    range,
    explain:
      "Booked minutes as a share of working minutes. A practitioner works her own hours within the studio's, less closures, bank holidays and her leave; a room or machine is available whenever the studio is open. Her booked minutes are the ones she is hands-on: while a machine works on its own, the minutes are the machine's.",
    chart: { caption: "Utilisation over the range", kind: "percent", bars: rows.map((row) => ({ label: row.name, value: row.utilisation })) },
    tables: [
      { caption: "Each practitioner, room and machine", columns: [...minuteColumns], rows },
      { caption: "By month", columns: [{ key: "month", label: "Month", kind: "text" }, ...minuteColumns], rows: byMonth.sort((a, b) => (a.month as string).localeCompare(b.month as string)) },
    ],
  };
}
