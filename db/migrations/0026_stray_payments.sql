-- Card payments the diary does not account for (docs/decisions/0032): a payment that succeeded for an amount the
-- booking no longer asks (a gift voucher applied in another tab), or for a booking already settled. Each is refunded
-- in full to the payment it came from, once (the payment's id is unique), apart from the booking's own refunds, which
-- count only against the booking's own payment.
CREATE TABLE "stray_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_intent_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "stray_payments_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "stray_payments_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "stray_payments_amount_positive" CHECK ("stray_payments"."amount_pence" > 0),
	CONSTRAINT "stray_payments_status_known" CHECK ("stray_payments"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "stray_payments" ADD CONSTRAINT "stray_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stray_payments_booking_idx" ON "stray_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "stray_payments_pending_idx" ON "stray_payments" USING btree ("created_at") WHERE "stray_payments"."status" = 'pending';
