-- Gift vouchers paying towards bookings (issue 13, docs/decisions/0026). voucher_pence is the part of the price a
-- voucher paid; the card pays the rest. It stays after a cancellation (the redemption row records the return), so
-- the card part, and what can be refunded to the card, never changes after payment.
ALTER TABLE "bookings" ADD COLUMN "voucher_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_voucher_within_total" CHECK ("bookings"."voucher_pence" >= 0 and "bookings"."voucher_pence" <= "bookings"."total_pence");--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_refund_within_total";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_within_total" CHECK ("bookings"."refunded_pence" >= 0 and "bookings"."refunded_pence" <= "bookings"."total_pence" - "bookings"."voucher_pence");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_one_per_booking" ON "voucher_redemptions" USING btree ("booking_id") WHERE "voucher_redemptions"."booking_id" is not null and "voucher_redemptions"."reversed_at" is null;
