-- Freed times offered to waiting clients (issue 24 item 3, docs/decisions/0064). A request is her basket, her days and
-- a part of day; an offer holds one freed time for her alone through a booking of its own (hold_booking_id), which
-- the diary's one rule counts like any hold, so nobody else is offered or can book that time while it runs.
CREATE TABLE "time_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"items" jsonb NOT NULL,
	"service_ids" text[] NOT NULL,
	"practitioner_id" uuid,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"part_of_day" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"texts_ok" boolean DEFAULT false NOT NULL,
	"withdraw_token_hash" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"booking_id" uuid,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_requests_withdraw_token_hash_unique" UNIQUE("withdraw_token_hash"),
	CONSTRAINT "time_requests_part_of_day_known" CHECK ("time_requests"."part_of_day" in ('morning', 'afternoon', 'evening')),
	CONSTRAINT "time_requests_days_ordered" CHECK ("time_requests"."from_date" <= "time_requests"."to_date")
);
--> statement-breakpoint
CREATE TABLE "time_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"hold_booking_id" uuid,
	"token_hash" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"practitioner_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'offered' NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_offers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "time_offers_state_known" CHECK ("time_offers"."state" in ('offered', 'taken', 'lapsed'))
);
--> statement-breakpoint
ALTER TABLE "time_requests" ADD CONSTRAINT "time_requests_practitioner_id_staff_members_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_requests" ADD CONSTRAINT "time_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_offers" ADD CONSTRAINT "time_offers_request_id_time_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."time_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_offers" ADD CONSTRAINT "time_offers_hold_booking_id_bookings_id_fk" FOREIGN KEY ("hold_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The line: requests still waiting, oldest first.
CREATE INDEX "time_requests_line_idx" ON "time_requests" USING btree ("created_at") WHERE "time_requests"."withdrawn_at" is null and "time_requests"."booked_at" is null;--> statement-breakpoint
CREATE INDEX "time_requests_email_idx" ON "time_requests" USING btree (lower("email"));--> statement-breakpoint
-- One live offer per request, whatever instance makes it.
CREATE UNIQUE INDEX "time_offers_one_live_idx" ON "time_offers" USING btree ("request_id") WHERE "time_offers"."state" = 'offered';--> statement-breakpoint
CREATE INDEX "time_offers_request_idx" ON "time_offers" USING btree ("request_id");
