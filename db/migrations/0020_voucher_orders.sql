-- Gift vouchers bought online (issue 13, docs/decisions/0025): the voucher's own page is opened by a token stored
-- hashed, the code is kept sealed under that token, and the demo provider's payments may pay for a voucher.
ALTER TABLE "vouchers" ADD COLUMN "service_name" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "page_token_hash" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "code_sealed" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "page_token_unpaid" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_page_token_hash_unique" UNIQUE("page_token_hash");--> statement-breakpoint
CREATE INDEX "vouchers_payment_intent_idx" ON "vouchers" USING btree ("payment_intent_id");--> statement-breakpoint
ALTER TABLE "demo_payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_payments" ADD COLUMN "voucher_id" uuid;--> statement-breakpoint
ALTER TABLE "demo_payments" ADD CONSTRAINT "demo_payments_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_payments" ADD CONSTRAINT "demo_payments_pays_for_one" CHECK (num_nonnulls("booking_id", "voucher_id") = 1);
