import type { FieldErrors } from "~/lib/forms";
import type { BookingErrorCode } from "./rules/booking-form";
import { bookingMessages, slotRefusal } from "./rules/booking-messages";
import type { BookingSettingsCopy } from "./rules/times/booking-settings";
import type { CreateBookingResult } from "./create-booking.server";
import { earlyStartRequest } from "./rules/cancellation-period";
import { patchTestMessages } from "./rules/patch-test-messages";

export interface BookingRefusal {
  kind: "refused" | "conflict";
  code: BookingErrorCode;
  message: string;
  fieldErrors?: FieldErrors;
}

/** Why a booking was not made, answered the same by POST /api/bookings and /book's action. */
export function bookingRefusal(result: Exclude<CreateBookingResult, { outcome: "created" }>, copy: Pick<BookingSettingsCopy, "lead" | "horizon">): BookingRefusal {
  switch (result.outcome) {
    case "patch-test-required":
      return { kind: "refused", code: "patch-test-required", message: bookingMessages.patchTest, fieldErrors: { patchTest: [bookingMessages.patchTest] } };
    case "patch-test-time": {
      const taken = result.reason === "taken";
      const message = taken ? bookingMessages.patchTestTaken : bookingMessages.patchTestTime;
      return { kind: taken ? "conflict" : "refused", code: "patch-test-time", message, fieldErrors: { patchTestTime: [message] } };
    }
    case "patch-test-recent": {
      const message = result.reacted ? patchTestMessages.recentReacted : patchTestMessages.recent;
      return { kind: "refused", code: "patch-test-recent", message, fieldErrors: { patchTest: [message] } };
    }
    case "early-start-required":
      return { kind: "refused", code: "early-start-required", message: earlyStartRequest.required, fieldErrors: { earlyStartRequested: [earlyStartRequest.required] } };
    case "too-many-free":
      return { kind: "conflict", code: "too-many-free-bookings", message: bookingMessages.tooManyFree };
    case "unavailable": {
      const { kind, code, message } = slotRefusal(result.reason, copy);
      return { kind, code, message, ...(kind === "refused" ? { fieldErrors: { preferredTime: [message] } } : {}) };
    }
  }
}
