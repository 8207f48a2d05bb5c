import { bookingMessages } from "../../rules/booking-messages";
import { patchTestMessages } from "../../rules/patch-test-messages";
import { patchTestResults } from "../../rules/patch-test-rule";
import { recordPatchTest } from "../../changes/patch-test-result.server";
import type { PatchTestRecord } from "../../patch-tests/patch-tests.server";
import { may } from "~/features/staff-session";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { z } from "~/lib/zod";
import type { StaffUser } from "~/features/staff-session/index.server";
import type { StaffContext } from "./staff-context.server";

const resultSchema = z.object({
  result: z.enum(patchTestResults, { error: patchTestMessages.result }),
  product: z.string({ error: patchTestMessages.product }).trim().max(200, { error: patchTestMessages.product }).optional(),
});

/** POST /api/bookings/:id/patch-test-result and the booking card's form: what a patch test showed (DESIGN 11). */
export const submitPatchTestResult = namedUseCase(
  "staff.patch-test-result",
  async (
    context: StaffContext & { now?: Date },
    staff: StaffUser,
    request: { bookingId: string; body: unknown },
  ): Promise<Outcome<{ patchTest: PatchTestRecord; treatments: { id: string; status: string }[] }>> => {
    if (!isUuid(request.bookingId)) return refuse("not-found", "not-found", bookingMessages.notFound);
    const form = parseForm(resultSchema, request.body);
    if (!form.success) return invalid(form.error);
    const { db, provider, emailContext, now } = context;
    const recorded = await recordPatchTest(
      db,
      {
        bookingId: request.bookingId,
        ...form.data,
        actor: { kind: "staff", userId: staff.id, username: staff.username },
        recorder: staff.name,
        // A practitioner (no desk) records on her own appointments only, as her diary shows her.
        ...(may(staff.role, "bookings") ? {} : { onlyOf: staff.memberId }),
      },
      { provider, emailContext, ...(now ? { now } : {}) },
    );
    switch (recorded.outcome) {
      case "not-found":
        return refuse("not-found", "not-found", bookingMessages.notFound);
      case "refused": {
        const message = { "not-a-patch-test": patchTestMessages.notPatchTest, "patch-test-cancelled": patchTestMessages.cancelled, "patch-test-not-started": patchTestMessages.notStarted }[recorded.code];
        return refuse("conflict", recorded.code, message);
      }
      case "recorded":
        return { ok: true, patchTest: recorded.patchTest, treatments: recorded.treatments };
    }
  },
);
