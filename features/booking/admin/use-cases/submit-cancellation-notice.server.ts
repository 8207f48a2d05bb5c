import { bookingNotFound as notFound } from "../../use-cases/change-outcome.server";
import { recordCancellationNotice } from "../../changes/cancellation-notice.server";
import { isUuid } from "~/lib/ids";
import { invalid, namedUseCase } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";
import { actorOf, changed, type ChangeRequest, type Changed, type StaffBookingContext } from "./staff-context.server";

/** A client's notice that came by email (the model cancellation form), by the policy as it stood when received (0036). */
export const submitCancellationNotice = namedUseCase("staff.cancellation-notice", async (context: StaffBookingContext, staff: StaffUser, request: ChangeRequest): Promise<Changed> => {
  if (!isUuid(request.bookingId)) return notFound();
  const { provider, emailContext, settings, now } = context;
  const result = await recordCancellationNotice(
    context.db,
    { bookingId: request.bookingId, actor: actorOf(staff), body: request.body },
    { provider, emailContext, timeZone: settings.timeZone, ...(now ? { now } : {}) },
  );
  if (result.outcome === "invalid") return invalid(result);
  return changed(context, result);
});
