-- A walk-in or phone client staff book may give no email (issue 20; docs/decisions/0042): the row then stores none.
-- A booking made online always has one: it is where her confirmation and manage link go.
ALTER TABLE "bookings" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_email_unless_staff" CHECK ("bookings"."email" is not null or "bookings"."source" = 'staff');
