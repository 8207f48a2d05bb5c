-- Gift vouchers and what they paid for (issue 13). The code is stored only as its SHA-256.
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"code_end" text NOT NULL,
	"service_slug" text,
	"amount_pence" integer NOT NULL,
	"balance_pence" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"message" text,
	"send_on" text,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "vouchers_status_known" CHECK ("vouchers"."status" in ('unpaid', 'active', 'void')),
	CONSTRAINT "vouchers_balance" CHECK ("vouchers"."amount_pence" > 0 and "vouchers"."balance_pence" >= 0 and "vouchers"."balance_pence" <= "vouchers"."amount_pence")
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"booking_id" uuid,
	"amount_pence" integer NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "voucher_redemptions_amount" CHECK ("voucher_redemptions"."amount_pence" > 0)
);
--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vouchers_buyer_email_idx" ON "vouchers" USING btree (lower("buyer_email"));--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_idx" ON "voucher_redemptions" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_booking_idx" ON "voucher_redemptions" USING btree ("booking_id");
