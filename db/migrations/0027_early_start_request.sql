-- An appointment inside the 14-day cancellation period starts early only at her express request (Consumer Contracts
-- Regulations 2013, reg 36; docs/decisions/0035): when she ticked it, and which wording she ticked.
ALTER TABLE "bookings" ADD COLUMN "early_start_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "early_start_wording" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_early_start_recorded" CHECK (("bookings"."early_start_requested_at" is null) = ("bookings"."early_start_wording" is null));
