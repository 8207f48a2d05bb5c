-- A 14-day cancellation's refund is asked again on its own schedule, as a booking's refunds are (docs/decisions/0046,
-- 0040): later after each refusal, given up after the last attempt, so one the provider keeps refusing never stops
-- another. It was asked again every minute, for ever.
ALTER TABLE "cancellation_refunds" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "cancellation_refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellation_refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
UPDATE "cancellation_refunds" SET "next_attempt_at" = NULL WHERE "status" <> 'pending';--> statement-breakpoint
DROP INDEX "cancellation_refunds_pending_idx";--> statement-breakpoint
CREATE INDEX "cancellation_refunds_due_idx" ON "cancellation_refunds" USING btree ("next_attempt_at") WHERE "cancellation_refunds"."status" = 'pending';
