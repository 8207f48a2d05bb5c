import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffMembers, teamChanges, timeOff } from "~/db/schema.server";
import { closingTime } from "~/features/schedule/index.server";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { bookingsOfMember, type AffectedBooking } from "../team-admin.server";
import { z } from "~/lib/zod";

type Staff = { id: string };

/** Leave is for days or weeks; a longer absence is a change of her hours or of her account (DESIGN 10). */
export const TIME_OFF_MAX_DAYS = 90;

export const timeOffMessages = {
  member: "Choose a member of the team.",
  notFound: "That leave is not in the diary.",
  start: "Give the start as a date and time.",
  end: "Give the end as a date and time after the start.",
  tooLong: `Leave can be at most ${TIME_OFF_MAX_DAYS} days at a time.`,
  reason: "Keep the reason under 200 characters.",
} as const;

const instant = (message: string) => z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value));

const bothInstants = (leave: { startsAt: unknown; endsAt: unknown }) => leave.startsAt instanceof Date && leave.endsAt instanceof Date;

const timeOffSchema = z
  .object({
    staffMemberId: z.string({ error: timeOffMessages.member }).refine(isUuid, { error: timeOffMessages.member }),
    startsAt: instant(timeOffMessages.start),
    endsAt: instant(timeOffMessages.end),
    reason: z.string({ error: timeOffMessages.reason }).trim().max(200, { error: timeOffMessages.reason }).default(""),
  })
  // Zod runs an object's checks even when a field failed its own: only compare what parsed as instants.
  .refine((leave) => !bothInstants(leave) || leave.startsAt < leave.endsAt, { error: timeOffMessages.end, path: ["endsAt"] })
  .refine((leave) => !bothInstants(leave) || leave.endsAt.getTime() - leave.startsAt.getTime() <= TIME_OFF_MAX_DAYS * 86_400_000, {
    error: timeOffMessages.tooLong,
    path: ["endsAt"],
  });

/** POST /api/time-off: her leave, from one instant to another; audited with who recorded it. */
export const submitTimeOff = namedUseCase(
  "team.add-time-off",
  async (
    db: Database,
    staff: Staff,
    payload: unknown,
  ): Promise<Outcome<{ timeOff: { id: string; staffMemberId: string; startsAt: Date; endsAt: Date; reason: string }; affectedBookings: AffectedBooking[] }>> => {
    const parsed = parseForm(timeOffSchema, payload);
    if (!parsed.success) return invalid(parsed.error);
    const leave = parsed.data;
    const [member] = await db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.id, leave.staffMemberId));
    if (!member) return refuse("not-found", "not-found", timeOffMessages.member);
    // Leave closes her time as a closure does: taken under the schedule's lock, so a booking made at once either
    // committed first and is among those read here, or plans after the leave and is refused; never neither.
    return closingTime(db, async (tx) => {
      const [added] = await tx.insert(timeOff).values({ ...leave, createdBy: staff.id }).returning();
      await tx.insert(teamChanges).values({ changedBy: staff.id, subject: "time-off", subjectId: added!.id, change: "added", details: { ...leave } });
      const { id, staffMemberId, startsAt, endsAt, reason } = added!;
      return { ok: true, timeOff: { id, staffMemberId, startsAt, endsAt, reason }, affectedBookings: await bookingsOfMember(tx, staffMemberId, startsAt, endsAt) } as const;
    });
  },
);

/** DELETE /api/time-off/:id: she is back; audited with who took the leave off. */
export const submitRemoveTimeOff = namedUseCase("team.remove-time-off", async (db: Database, staff: Staff, request: { id: unknown }): Promise<Outcome<object>> => {
  if (!isUuid(request.id)) return refuse("not-found", "not-found", timeOffMessages.notFound);
  const id = request.id;
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(timeOff).where(eq(timeOff.id, id)).returning();
    if (!row) return false;
    await tx.insert(teamChanges).values({ changedBy: staff.id, subject: "time-off", subjectId: id, change: "removed", details: { staffMemberId: row.staffMemberId, startsAt: row.startsAt, endsAt: row.endsAt } });
    return true;
  });
  return removed ? { ok: true } : refuse("not-found", "not-found", timeOffMessages.notFound);
});
