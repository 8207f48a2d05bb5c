CREATE INDEX "bookings_status_created_at_idx" ON "bookings" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_name_prefix_idx" ON "bookings" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_surname_prefix_idx" ON "bookings" USING btree (lower(split_part("name", ' ', -1)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_email_prefix_idx" ON "bookings" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_phone_prefix_idx" ON "bookings" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_service_prefix_idx" ON "bookings" USING btree (lower("service") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_pending_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_paid_at_idx" ON "bookings" USING btree ("paid_at") WHERE "bookings"."paid_at" is not null;