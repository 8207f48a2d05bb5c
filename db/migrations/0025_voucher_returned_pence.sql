-- A late cancellation keeps part of what a gift voucher paid, as it keeps part of the card's (docs/decisions/0031):
-- a redemption records how much went back on the voucher when it was reversed. Every redemption reversed so far
-- went back whole.
ALTER TABLE "voucher_redemptions" ADD COLUMN "returned_pence" integer;--> statement-breakpoint
UPDATE "voucher_redemptions" SET "returned_pence" = "amount_pence" WHERE "reversed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_returned" CHECK (("voucher_redemptions"."reversed_at" is null and "voucher_redemptions"."returned_pence" is null) or ("voucher_redemptions"."reversed_at" is not null and "voucher_redemptions"."returned_pence" >= 0 and "voucher_redemptions"."returned_pence" <= "voucher_redemptions"."amount_pence"));
