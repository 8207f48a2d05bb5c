-- The diary reads a window's allocations without their bookings: an allocation occupies its column unless its
-- booking is one of the lapsed holds (allocationOccupies, features/booking/diary/occupancy.server.ts). Those are the
-- diary's unpaid bookings whose hold has passed: few, as the sweeper cancels them, and found here by the hold's end
-- instead of by reading the table (bench/team.md).
CREATE INDEX "bookings_unpaid_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" IN ('pending', 'confirmed', 'completed', 'no-show') AND "bookings"."payment_status" <> 'paid';
