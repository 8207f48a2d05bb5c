-- A gift voucher or a Dreams Club membership cancelled within the 14 days of the Consumer Contracts Regulations
-- (docs/decisions/0036): the refund owed, once per voucher or membership, recorded in the transaction that voids the
-- voucher or ends the membership, then asked of the provider with its own idempotency key and settled by its answer.
-- A notice that arrived by email is recorded with the day it was received and the staff member's note.
CREATE TABLE "cancellation_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid,
	"membership_id" uuid,
	"provider" text NOT NULL,
	"payment_id" text,
	"paid_pence" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"basis" text NOT NULL,
	"actor" text NOT NULL,
	"notice_received_at" timestamp with time zone NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "cancellation_refunds_voucher_id_unique" UNIQUE("voucher_id"),
	CONSTRAINT "cancellation_refunds_membership_id_unique" UNIQUE("membership_id"),
	CONSTRAINT "cancellation_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "cancellation_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "cancellation_refunds_for_one" CHECK (num_nonnulls("cancellation_refunds"."voucher_id", "cancellation_refunds"."membership_id") = 1),
	CONSTRAINT "cancellation_refunds_amount" CHECK ("cancellation_refunds"."amount_pence" >= 0 and "cancellation_refunds"."amount_pence" <= "cancellation_refunds"."paid_pence"),
	CONSTRAINT "cancellation_refunds_status_known" CHECK ("cancellation_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "cancellation_refunds" ADD CONSTRAINT "cancellation_refunds_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_refunds" ADD CONSTRAINT "cancellation_refunds_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellation_refunds_pending_idx" ON "cancellation_refunds" USING btree ("created_at") WHERE "cancellation_refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "demo_invoices" ADD COLUMN "refunded_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_invoices" ADD COLUMN "refund_key" text;
