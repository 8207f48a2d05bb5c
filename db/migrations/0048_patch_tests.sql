CREATE TABLE "patch_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"result" text NOT NULL,
	"product" text,
	"recorded_by" uuid,
	"recorder" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patch_tests_booking_unique" UNIQUE("booking_id"),
	CONSTRAINT "patch_tests_result_known" CHECK ("patch_tests"."result" in ('passed', 'reacted', 'not-done')),
	CONSTRAINT "patch_tests_product_length" CHECK ("patch_tests"."product" is null or char_length("patch_tests"."product") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "patch_tests" ADD CONSTRAINT "patch_tests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "patch_tests" ADD CONSTRAINT "patch_tests_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
