-- A Dreams Club member's price at booking (issue 13, docs/decisions/0029). member_pence is the part of the price her
-- membership took off (the tier's discount, or the whole price of the included treatment); the card pays the total
-- less it and less any gift voucher. Like voucher_pence it stays after a cancellation.
ALTER TABLE "bookings" ADD COLUMN "member_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_voucher_within_total";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_voucher_within_total" CHECK ("bookings"."voucher_pence" >= 0 and "bookings"."member_pence" >= 0 and "bookings"."voucher_pence" + "bookings"."member_pence" <= "bookings"."total_pence");--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_refund_within_total";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_within_total" CHECK ("bookings"."refunded_pence" >= 0 and "bookings"."refunded_pence" <= "bookings"."total_pence" - "bookings"."voucher_pence" - "bookings"."member_pence");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_credits_one_per_booking" ON "membership_credits" USING btree ("booking_id") WHERE "membership_credits"."booking_id" is not null and "membership_credits"."released_at" is null;
