-- Courses (issue 12, DESIGN 9, docs/decisions/0021): a package of N sessions paid once by one booking; its sessions
-- are ordinary bookings that point at it. A session cancelled in time goes back to the course (returned_to_course_at).
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"label" text NOT NULL,
	"sessions_total" integer NOT NULL,
	"session_minutes" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "courses_sessions" CHECK ("courses"."sessions_total" >= 1 and "courses"."session_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "returned_to_course_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_course_id_idx" ON "bookings" USING btree ("course_id") WHERE "bookings"."course_id" is not null;
