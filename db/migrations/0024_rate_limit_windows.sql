-- Throttle windows open at a key's first counted request instead of at clock-aligned boundaries (docs/decisions/0030):
-- one row per key holding when its window ends. The counters are short-lived, so the old rows are dropped rather than
-- converted; at worst a lockout in progress ends at the deploy.
DELETE FROM "rate_limits";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP COLUMN "window_start";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "window_end" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD PRIMARY KEY ("key");
