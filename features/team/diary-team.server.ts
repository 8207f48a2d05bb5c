import { and, gt, lt, sql, type SQL } from "drizzle-orm";
import { epochMs } from "~/db/epoch.server";
import { resourceServices, resources, staffHours, staffMembers, staffServices, timeOff } from "~/db/schema.server";

export { diaryTeamOf, type DiaryPractitioner, type DiaryResource, type DiaryTeam, type DiaryTeamJson } from "./diary-team";

/** The team as the diary reads it, as one JSON value of a query (diaryTeamOf, diary-team.ts, reads it): no query of its own. */
export const diaryTeamJson: SQL = sql`json_build_object(
  'services', (select coalesce(json_agg(json_build_array(${staffMembers.id}, ${staffServices.serviceSlug}) order by ${staffMembers.position}, ${staffMembers.createdAt}), '[]')
    from ${staffMembers} join ${staffServices} on ${staffServices.staffMemberId} = ${staffMembers.id} where ${staffMembers.active}),
  'hours', (select coalesce(json_agg(json_build_array(${staffHours.staffMemberId}, ${staffHours.weekday}, ${staffHours.opens}, ${staffHours.closes}) order by ${staffHours.opens}), '[]')
    from ${staffHours}),
  'rooms', (select coalesce(json_agg(json_build_array(${resources.id}, ${resourceServices.serviceSlug}) order by ${resources.position}, ${resources.createdAt}), '[]')
    from ${resources} join ${resourceServices} on ${resourceServices.resourceId} = ${resources.id} where ${resources.active}))`;

/** Leave that meets [from, to), as one JSON value of a query: `[staffMemberId, start, end]` in epoch milliseconds. */
export const timeOffJson = (from: Date, to: Date): SQL =>
  sql`(select coalesce(json_agg(json_build_array(${timeOff.staffMemberId}, ${epochMs(timeOff.startsAt)}, ${epochMs(timeOff.endsAt)})), '[]') from ${timeOff}
    where ${and(lt(timeOff.startsAt, to), gt(timeOff.endsAt, from))})`;

export type TimeOffJson = [staffMemberId: string, start: number, end: number][];
