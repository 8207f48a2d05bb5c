import type { Database } from "~/db/client.server";
import { every, type JobDefinition } from "~/lib/jobs/jobs.server";
import { sweepRateLimits } from "~/lib/throttle.server";
import { offerFreedTimes, queueReminders, sweepExpiredHolds } from "~/features/booking/index.server";
import { sweepConsultations } from "~/features/consultations/index.server";
import { reconcileOpenJoins, sweepDemoRenewals } from "~/features/memberships/index.server";
import { reconcileOpenPayments, retryDueRefunds } from "~/features/payments/index.server";
import { sweepSessions } from "~/features/staff-session/index.server";
import type { BookingSettings } from "~/features/booking/index.server";
import type { EmailContext } from "~/features/mail";
import type { Payments } from "./api/booking-routes.server";
import type { Billing } from "./payments/billing.server";
import type { Logger } from "./logging/logger.server";

const MINUTE = 60_000;

interface Deps {
  db: Database;
  payments: Payments;
  billing: Billing;
  emailContext: EmailContext;
  bookingSettings: BookingSettings;
  logger: Logger;
  consultationRetentionYears: number;
  offerIntervalMs: number;
  /** The minute's sweeps (SWEEP_INTERVAL_MS). */
  sweepIntervalMs?: number;
}

/**
 * The server's periodic work, one job each (docs/decisions/0077): a sweep that fails is retried and then listed on
 * its own. Inside a sweep each refund and open payment is still on its own: one the provider refuses is logged and
 * asked again on the next run (0040).
 */
/** Periodic jobs of earlier versions, folded into others: their last queued run is removed at start. */
export const retiredJobs = ["retry-stray-refunds", "retry-cancellation-refunds"] as const;

export function backgroundJobs({ db, payments, billing, emailContext, bookingSettings, logger, consultationRetentionYears, offerIntervalMs, sweepIntervalMs = MINUTE }: Deps): JobDefinition[] {
  return [
    every(sweepIntervalMs, "sweep-holds", () => sweepExpiredHolds(db, payments, emailContext)),
    // Every kind's refunds (a booking's, a stray payment's, a 14-day cancellation's) through the one refund service (0078).
    every(sweepIntervalMs, "retry-refunds", () =>
      retryDueRefunds(db, { card: payments, billing, emailContext }, {
        onError: (kind, refundId, error) => logger.warn({ err: error, kind, refundId }, "refund refused; asked again later"),
      }),
    ),
    every(sweepIntervalMs, "reconcile-open-payments", () =>
      reconcileOpenPayments(db, payments, emailContext, {
        onError: (paymentIntentId, error) => logger.warn({ err: error, paymentIntentId }, "open payment check failed; asked again later"),
      }),
    ),
    every(sweepIntervalMs, "reconcile-open-joins", () =>
      reconcileOpenJoins(db, billing, emailContext, {
        onError: (subscriptionId, error) => logger.warn({ err: error, subscriptionId }, "open membership payment check failed; asked again later"),
      }),
    ),
    every(sweepIntervalMs, "queue-reminders", () => queueReminders(db, emailContext)),
    every(sweepIntervalMs, "sweep-sessions", () => sweepSessions(db)),
    ...(payments.name === "demo" ? [every(sweepIntervalMs, "demo-renewals", () => sweepDemoRenewals(db))] : []),
    every(10 * MINUTE, "sweep-rate-limits", () => sweepRateLimits(db)),
    every(10 * MINUTE, "consultation-retention", () => sweepConsultations(db, { years: consultationRetentionYears })),
    // Freed times to waiting clients: lapsed offers end and the line is compared with the diary (decision 0064).
    every(offerIntervalMs, "offer-freed-times", () => offerFreedTimes(db, { settings: bookingSettings, emailContext })),
  ];
}
