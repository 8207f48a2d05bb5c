-- A manage link per client email (docs/decisions/0010); the single-token column of 0006 was never used.
CREATE TABLE "manage_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_manage_token_hash_unique";--> statement-breakpoint
ALTER TABLE "manage_links" ADD CONSTRAINT "manage_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manage_links_booking_idx" ON "manage_links" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "manage_token_hash";