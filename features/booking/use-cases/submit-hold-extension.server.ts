import type { Database } from "~/db/client.server";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { holdRefusalMessages } from "../rules/booking-messages";
import { extendHold } from "../lifecycle/hold-extension.server";
import type { BookingSettings } from "../rules/times/booking-settings";
import { bookingNotFound } from "./change-outcome.server";

export const holdAnswer = (bookingId: string, extended: { holdExpiresAt: Date }) => ({ id: bookingId, holdExpiresAt: extended.holdExpiresAt.toISOString() });

/** Once, while the booking still holds its time, the hold kept for another hold's length (WCAG 2.2.1). */
export const submitHoldExtension = namedUseCase(
  "booking.extend-hold",
  async (context: { db: Database; settings: Pick<BookingSettings, "holdMinutes">; now?: Date }, request: { bookingId: string }): Promise<Outcome<{ holdExpiresAt: Date }>> => {
    const { db, settings, now } = context;
    const result = await extendHold(db, request.bookingId, { holdMinutes: settings.holdMinutes, ...(now ? { now } : {}) });
    if (result.outcome === "not-found") return bookingNotFound();
    if (result.outcome === "refused") return refuse("conflict", result.code, holdRefusalMessages[result.code]);
    return { ok: true, holdExpiresAt: result.holdExpiresAt };
  },
);
