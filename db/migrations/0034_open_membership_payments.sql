-- A membership's first payment joins the sweep's open payments (docs/decisions/0040): killed between the provider's
-- "payment succeeded" and its record, the join is still found, activated, or refunded when nothing needs it. Its row
-- names the subscription, whose first invoice is the payment.
ALTER TABLE "open_payments" ADD COLUMN "membership_id" uuid;--> statement-breakpoint
ALTER TABLE "open_payments" DROP CONSTRAINT "open_payments_for_one";--> statement-breakpoint
ALTER TABLE "open_payments" ADD CONSTRAINT "open_payments_for_one" CHECK (num_nonnulls("open_payments"."booking_id", "open_payments"."voucher_id", "open_payments"."membership_id") = 1);--> statement-breakpoint
ALTER TABLE "open_payments" ADD CONSTRAINT "open_payments_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Joins still waiting on their first payment when this runs.
INSERT INTO "open_payments" ("payment_intent_id", "provider", "membership_id")
  SELECT "provider_subscription_id", "provider", "id" FROM "memberships"
  WHERE "provider_subscription_id" IS NOT NULL AND "status" = 'incomplete'
  ON CONFLICT DO NOTHING;
