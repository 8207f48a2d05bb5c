import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { timeRequests } from "~/db/schema.server";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { timeRequestMessages } from "./time-request-form";
import { findTimeRequest, type TimeRequest } from "./time-requests.server";

/**
 * Her request withdrawn through its link: no more offers. A live offer's hold stays until its window ends (the job
 * then frees it for the next in line), so a time she is holding is not snatched from under an open checkout.
 */
export const withdrawTimeRequest = namedUseCase(
  "waitlist.times.withdraw",
  async (db: Database, token: string, now = new Date()): Promise<Outcome<{ request: TimeRequest }, "not-found">> => {
    const found = await findTimeRequest(db, token);
    if (!found) return refuse("not-found", "not-found", timeRequestMessages.notFound);
    const [updated] = await db
      .update(timeRequests)
      .set({ withdrawnAt: now })
      .where(and(eq(timeRequests.id, found.id), isNull(timeRequests.withdrawnAt)))
      .returning();
    return { ok: true, request: updated ?? found };
  },
);
