import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffMembers, teamChanges, timeOff } from "~/db/schema.server";
import { closingTime } from "~/features/schedule/index.server";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { bookingsOfMember, type AffectedBooking } from "../team-admin.server";
import { z } from "~/lib/zod";
import { type Staff, TIME_OFF_MAX_DAYS, timeOffMessages } from "./time-off-rules.server";

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
