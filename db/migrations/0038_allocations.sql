-- The diary per column (docs/decisions/0050): a booking's allocations of practitioners and rooms or machines, each
-- column refusing two allocations that meet while both bookings are in the diary. Which statuses are in the diary is
-- features/booking/lifecycle/booking-status.ts diaryStatuses, written here as migration 0004 wrote it for
-- bookings_no_overlap; tests/integration/booking/diary-rule.test.ts reads both back and compares. Every booking that
-- has a time becomes its owner's (the studio had one diary), and bookings_no_overlap goes: two practitioners may
-- now work at once.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"staff_member_id" uuid,
	"resource_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"in_diary" boolean DEFAULT true NOT NULL,
	CONSTRAINT "allocations_one_column" CHECK (num_nonnulls("allocations"."staff_member_id", "allocations"."resource_id") = 1),
	CONSTRAINT "allocations_ordered" CHECK ("allocations"."starts_at" < "allocations"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allocations_booking_idx" ON "allocations" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "allocations_span_idx" ON "allocations" USING gist (tstzrange("starts_at", "ends_at", '[)')) WHERE "allocations"."in_diary";--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_practitioner_no_overlap" EXCLUDE USING gist ("staff_member_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("in_diary" AND "staff_member_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_resource_no_overlap" EXCLUDE USING gist ("resource_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("in_diary" AND "resource_id" IS NOT NULL);--> statement-breakpoint
CREATE FUNCTION "allocations_follow_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the booking's status says whether its allocations hold their columns: never the writer of the row.
  SELECT b."status" IN ('pending', 'confirmed', 'completed', 'no-show') INTO NEW."in_diary" FROM "bookings" b WHERE b."id" = NEW."booking_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "allocations_follow_booking" BEFORE INSERT OR UPDATE ON "allocations" FOR EACH ROW EXECUTE FUNCTION "allocations_follow_booking"();--> statement-breakpoint
CREATE FUNCTION "bookings_status_to_allocations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "allocations" SET "in_diary" = NEW."status" IN ('pending', 'confirmed', 'completed', 'no-show') WHERE "booking_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_status_to_allocations" AFTER UPDATE OF "status" ON "bookings" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "bookings_status_to_allocations"();--> statement-breakpoint
CREATE FUNCTION "allocations_within_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  booking uuid;
BEGIN
  IF TG_TABLE_NAME = 'bookings' THEN booking := NEW."id"; ELSE booking := NEW."booking_id"; END IF;
  -- Checked at commit: a move rewrites its allocations in the same transaction, or it does not commit.
  IF EXISTS (
    SELECT 1 FROM "allocations" a JOIN "bookings" b ON b."id" = a."booking_id"
    WHERE a."booking_id" = booking AND a."in_diary"
      AND (b."starts_at" IS NULL OR a."starts_at" < b."starts_at" OR a."ends_at" > b."blocked_until")
  ) THEN
    RAISE EXCEPTION 'the allocations of booking % lie outside its time', booking USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "allocations_within_booking" AFTER INSERT OR UPDATE ON "allocations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "allocations_within_booking"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bookings_allocations_within" AFTER UPDATE OF "starts_at", "blocked_until" ON "bookings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "allocations_within_booking"();--> statement-breakpoint
INSERT INTO "allocations" ("booking_id", "staff_member_id", "starts_at", "ends_at")
SELECT b."id", owner."id", b."starts_at", b."blocked_until" FROM "bookings" b
  CROSS JOIN LATERAL (SELECT "id" FROM "staff_members" WHERE "role" = 'owner' ORDER BY "position", "created_at" LIMIT 1) owner
WHERE b."starts_at" IS NOT NULL AND b."blocked_until" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
