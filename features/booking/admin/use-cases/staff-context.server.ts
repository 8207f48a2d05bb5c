import type { Database } from "~/db/client.server";
import type { PaymentProvider } from "~/features/payments";
import type { EmailContext } from "~/features/mail";
import type { StaffUser } from "~/features/staff-session/index.server";
import { invalid, type Refusal } from "~/lib/use-case";
import type { ChangeResult } from "../../changes/booking-changes.server";
import type { BookingSettings } from "../../rules/times/booking-settings";
import { changeOutcome, type Changed } from "../../use-cases/change-outcome.server";

/**
 * What staff's booking use cases beside this file share (submit-status-change, submit-patch-test-result, and the
 * dialogs' submit-staff-cancel, submit-staff-refund, submit-staff-reschedule, submit-cancellation-notice,
 * submit-studio-payment, submit-staff-booking), for the dashboard and the staff API alike. The two speak one dialect
 * each for amounts: the API in pence, the dashboard in pounds as staff type them; `from` names which, and the rest of
 * the path is the same.
 */

export interface StaffContext {
  db: Database;
  emailContext: EmailContext;
  /** Refunds owed by a cancellation are asked of it. */
  provider: PaymentProvider;
}

export type StaffBookingContext = StaffContext & { settings: BookingSettings; now?: Date };
export type Dialect = "api" | "dashboard";
export type { Changed };
export interface ChangeRequest {
  bookingId: string;
  body: unknown;
  from: Dialect;
}

export const actorOf = (staff: StaffUser) => ({ kind: "staff", userId: staff.id, username: staff.username }) as const;
export type Actor = ReturnType<typeof actorOf>;

export const changed = (context: StaffBookingContext, result: ChangeResult) => changeOutcome(context.db, context.settings, result);

export function parsed<T>(result: { success: true; data: T } | { success: false; error: { message: string; fieldErrors: Partial<Record<string, string[]>> } }): T | Refusal {
  return result.success ? result.data : invalid(result.error);
}
export const refused = (value: unknown): value is Refusal => typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false;
