import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { teamChanges, timeOff } from "~/db/schema.server";
import { isUuid } from "~/lib/ids";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { type Staff, timeOffMessages } from "./time-off-rules.server";

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
