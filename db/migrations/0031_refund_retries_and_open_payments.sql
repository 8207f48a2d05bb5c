-- Each refund is retried on its own with backoff, and one the provider keeps refusing is given up and shown to staff
-- instead of stopping the others (docs/decisions/0040). Payments set up and not yet seen to end are kept in
-- open_payments, for the sweep to ask the provider about after a crash lost their outcome.
ALTER TABLE "refunds" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
UPDATE "refunds" SET "next_attempt_at" = NULL WHERE "status" <> 'pending';--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "stray_payments" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "stray_payments" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stray_payments" ADD COLUMN "last_error" text;--> statement-breakpoint
UPDATE "stray_payments" SET "next_attempt_at" = NULL WHERE "status" <> 'pending';--> statement-breakpoint
CREATE INDEX "stray_payments_due_idx" ON "stray_payments" USING btree ("next_attempt_at") WHERE "stray_payments"."status" = 'pending';--> statement-breakpoint
CREATE TABLE "open_payments" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"booking_id" uuid,
	"voucher_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() + interval '5 minutes' NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "open_payments_for_one" CHECK (("open_payments"."booking_id" is null) <> ("open_payments"."voucher_id" is null))
);
--> statement-breakpoint
ALTER TABLE "open_payments" ADD CONSTRAINT "open_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_payments" ADD CONSTRAINT "open_payments_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_payments_due_idx" ON "open_payments" USING btree ("next_check_at");--> statement-breakpoint
-- Payments already open when this runs: bookings and vouchers still waiting on theirs.
INSERT INTO "open_payments" ("payment_intent_id", "provider", "booking_id")
  SELECT "payment_intent_id", CASE WHEN "payment_intent_id" LIKE 'demo_%' THEN 'demo' ELSE 'stripe' END, "id" FROM "bookings"
  WHERE "payment_intent_id" IS NOT NULL AND "payment_status" IN ('unpaid', 'failed')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "open_payments" ("payment_intent_id", "provider", "voucher_id")
  SELECT "payment_intent_id", CASE WHEN "payment_intent_id" LIKE 'demo_%' THEN 'demo' ELSE 'stripe' END, "id" FROM "vouchers"
  WHERE "payment_intent_id" IS NOT NULL AND "status" = 'unpaid'
  ON CONFLICT DO NOTHING;
