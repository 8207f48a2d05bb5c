-- Launching a coming-soon service from its waitlist (DESIGN 9, docs/decisions/0020): each launch with when public
-- booking opens, the waitlist's early-access links (only their SHA-256 stored), and each entry's invited / booked.
CREATE TABLE "service_launches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	CONSTRAINT "service_launches_window" CHECK ("service_launches"."opens_at" >= "service_launches"."launched_at")
);
--> statement-breakpoint
ALTER TABLE "service_launches" ADD CONSTRAINT "service_launches_slug_service_facts_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."service_facts"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_launches_slug_idx" ON "service_launches" USING btree ("slug","launched_at");--> statement-breakpoint
ALTER TABLE "waitlist" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist" ADD COLUMN "early_access_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_early_access_booking_id_bookings_id_fk" FOREIGN KEY ("early_access_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_early_access_booking_idx" ON "waitlist" USING btree ("early_access_booking_id");--> statement-breakpoint
CREATE TABLE "early_access_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"waitlist_id" uuid NOT NULL,
	"launch_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "early_access_links" ADD CONSTRAINT "early_access_links_waitlist_id_waitlist_id_fk" FOREIGN KEY ("waitlist_id") REFERENCES "public"."waitlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_access_links" ADD CONSTRAINT "early_access_links_launch_id_service_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."service_launches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "early_access_links_waitlist_idx" ON "early_access_links" USING btree ("waitlist_id");
