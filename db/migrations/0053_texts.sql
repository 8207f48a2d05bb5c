-- Text messages through Twilio (issue 24, docs/decisions/0063): her choice of a reminder by text on the booking, a
-- text outbox beside the email one, and her STOP/START replies by number.
ALTER TABLE "bookings" ADD COLUMN "texts_ok" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "text_to" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_texts_have_number" CHECK (not "bookings"."texts_ok" or "bookings"."text_to" is not null);
--> statement-breakpoint
CREATE TABLE "text_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"provider_id" text,
	"booking_id" uuid,
	"for_starts_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "text_outbox_status_known" CHECK ("text_outbox"."status" in ('pending', 'sent', 'failed', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "text_outbox" ADD CONSTRAINT "text_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "text_outbox_due_idx" ON "text_outbox" USING btree ("next_attempt_at") WHERE "text_outbox"."status" = 'pending';
--> statement-breakpoint
CREATE INDEX "text_outbox_booking_idx" ON "text_outbox" USING btree ("booking_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "text_outbox_one_reminder" ON "text_outbox" USING btree ("booking_id","for_starts_at") WHERE "text_outbox"."kind" = 'booking-reminder' and "text_outbox"."status" <> 'withdrawn';
--> statement-breakpoint
CREATE TABLE "text_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"keyword" text NOT NULL,
	"texts_on" boolean NOT NULL,
	"message_sid" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "text_replies_latest_idx" ON "text_replies" USING btree ("phone","received_at");
