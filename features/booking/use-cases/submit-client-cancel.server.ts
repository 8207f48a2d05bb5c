import type { Visitor } from "~/lib/throttle.server";
import { namedUseCase } from "~/lib/use-case";
import { cancelBooking } from "../changes/booking-changes.server";
import { changeOutcome, type Changed } from "./change-outcome.server";
import { client, clock, openedBooking, type ManageContext, type ManageRequest } from "./manage-link.server";

/** Her cancellation through the link, for the policy's refund. */
export const submitClientCancel = namedUseCase("manage.cancel", async (context: ManageContext, visitor: Pick<Visitor, "address">, request: ManageRequest): Promise<Changed> => {
  const { db, provider, emailContext, settings, now } = context;
  const booking = await openedBooking(db, visitor, request.token);
  if ("ok" in booking) return booking;
  return changeOutcome(db, settings, await cancelBooking(db, { bookingId: booking.id, actor: client, refund: "policy" }, { provider, emailContext, ...clock(now) }));
});
