-- The team (DESIGN 10, docs/decisions/0050): staff members with a role, the services each does, her working
-- windows and leave; rooms and machines with the services that need them. Every existing staff account becomes an
-- owner; the oldest is the studio's owner, Maya Lewis, who does every brow service on the studio's hours (the
-- opening_hours rows staff set, else the studio's usual week, features/studio) and, on a new database, waits for the
-- first account to be hers. A body therapist does the machine treatments, with a treatment room and the
-- fat-freezing machine, so the demo studio shows it all; an existing studio edits or removes them in the Team tab.
CREATE TABLE "resource_services" (
	"resource_id" uuid NOT NULL,
	"service_slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_kind_known" CHECK ("resources"."kind" in ('room', 'machine'))
);
--> statement-breakpoint
CREATE TABLE "staff_hours" (
	"staff_member_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	CONSTRAINT "staff_hours_weekday_known" CHECK ("staff_hours"."weekday" between 1 and 7),
	CONSTRAINT "staff_hours_span" CHECK ("staff_hours"."opens" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "staff_hours"."closes" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "staff_hours"."opens" < "staff_hours"."closes")
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"role" text DEFAULT 'practitioner' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "staff_members_role_known" CHECK ("staff_members"."role" in ('owner', 'reception', 'practitioner')),
	CONSTRAINT "staff_members_email_normalised" CHECK ("staff_members"."email" is null or "staff_members"."email" = lower(btrim("staff_members"."email")))
);
--> statement-breakpoint
CREATE TABLE "staff_services" (
	"staff_member_id" uuid NOT NULL,
	"service_slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_ordered" CHECK ("time_off"."starts_at" < "time_off"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "resource_services" ADD CONSTRAINT "resource_services_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_hours" ADD CONSTRAINT "staff_hours_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_services_slug_idx" ON "resource_services" USING btree ("service_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_services_unique" ON "resource_services" USING btree ("resource_id","service_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_hours_unique" ON "staff_hours" USING btree ("staff_member_id","weekday","opens");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_services_unique" ON "staff_services" USING btree ("staff_member_id","service_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_email_unique" ON "staff_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "staff_services_slug_idx" ON "staff_services" USING btree ("service_slug");--> statement-breakpoint
CREATE INDEX "time_off_member_ends_idx" ON "time_off" USING btree ("staff_member_id","ends_at");--> statement-breakpoint
INSERT INTO "staff_members" ("user_id", "name", "role", "bio", "position")
SELECT "id", CASE WHEN row_number() OVER w = 1 THEN 'Maya Lewis' ELSE "username" END, 'owner',
  CASE WHEN row_number() OVER w = 1 THEN 'Founder and brow specialist: henna, lamination, tint and wax.' ELSE '' END,
  CASE WHEN row_number() OVER w = 1 THEN 0 ELSE 9 + row_number() OVER w END
FROM "users" WINDOW w AS (ORDER BY "created_at", "id");--> statement-breakpoint
INSERT INTO "staff_members" ("name", "role", "bio", "position")
SELECT 'Maya Lewis', 'owner', 'Founder and brow specialist: henna, lamination, tint and wax.', 0
WHERE NOT EXISTS (SELECT 1 FROM "users");--> statement-breakpoint
INSERT INTO "staff_members" ("name", "role", "bio", "position")
VALUES ('Priya Shah', 'practitioner', 'Body therapist: fat freezing, radio-frequency and body contouring.', 1);--> statement-breakpoint
INSERT INTO "staff_services" ("staff_member_id", "service_slug")
SELECT m."id", s.slug FROM "staff_members" m,
  unnest(ARRAY['henna-brows', 'brow-lift', 'tint-spell', 'cloud-wax', 'patch-test']) AS s(slug)
WHERE m."position" = 0;--> statement-breakpoint
INSERT INTO "staff_services" ("staff_member_id", "service_slug")
SELECT m."id", s.slug FROM "staff_members" m,
  unnest(ARRAY['the-glow-lift', 'inch-away', 'smooth-sculpt', 'the-ice-sculpt', 'single-combo-session',
    'sculpt-firm-program', 'total-body-reboot', 'dream-define-trial']) AS s(slug)
WHERE m."position" = 1;--> statement-breakpoint
INSERT INTO "staff_hours" ("staff_member_id", "weekday", "opens", "closes")
SELECT m."id", d.weekday, CASE WHEN h."weekday" IS NULL THEN d.opens ELSE h."opens" END, CASE WHEN h."weekday" IS NULL THEN d.closes ELSE h."closes" END
FROM "staff_members" m
  CROSS JOIN (VALUES (1, '09:00', '18:00'), (2, '09:00', '18:00'), (3, '09:00', '18:00'), (4, '09:00', '18:00'),
    (5, '09:00', '18:00'), (6, '09:00', '16:00'), (7, NULL, NULL)) AS d(weekday, opens, closes)
  LEFT JOIN "opening_hours" h ON h."weekday" = d.weekday
WHERE m."position" = 0 AND (CASE WHEN h."weekday" IS NULL THEN d.opens ELSE h."opens" END) IS NOT NULL;--> statement-breakpoint
INSERT INTO "staff_hours" ("staff_member_id", "weekday", "opens", "closes")
SELECT m."id", d.weekday, w.opens, w.closes FROM "staff_members" m,
  unnest(ARRAY[1, 2, 3, 4, 5]) AS d(weekday),
  (VALUES ('09:00', '13:00'), ('14:00', '18:00')) AS w(opens, closes)
WHERE m."position" = 1;--> statement-breakpoint
INSERT INTO "staff_hours" ("staff_member_id", "weekday", "opens", "closes")
SELECT m."id", 6, w.opens, w.closes FROM "staff_members" m, (VALUES ('09:00', '13:00'), ('14:00', '16:00')) AS w(opens, closes)
WHERE m."position" = 1;--> statement-breakpoint
INSERT INTO "resources" ("name", "kind", "position") VALUES ('Treatment room', 'room', 0), ('Fat-freezing machine', 'machine', 1);--> statement-breakpoint
INSERT INTO "resource_services" ("resource_id", "service_slug")
SELECT r."id", s.slug FROM "resources" r,
  unnest(ARRAY['the-glow-lift', 'inch-away', 'smooth-sculpt', 'single-combo-session', 'sculpt-firm-program',
    'total-body-reboot', 'dream-define-trial']) AS s(slug)
WHERE r."kind" = 'room';--> statement-breakpoint
INSERT INTO "resource_services" ("resource_id", "service_slug") SELECT "id", 'the-ice-sculpt' FROM "resources" WHERE "kind" = 'machine';
