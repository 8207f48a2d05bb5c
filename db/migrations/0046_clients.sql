CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text DEFAULT '' NOT NULL,
	"phone_digits" text DEFAULT '' NOT NULL,
	"merged_into" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_email_normalised" CHECK ("email" is null or "email" = lower(btrim("email")))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_merged_into_clients_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree (lower("name") text_pattern_ops, "id") WHERE "merged_into" is null;
--> statement-breakpoint
CREATE INDEX "clients_email_idx" ON "clients" USING btree ("email" text_pattern_ops) WHERE "merged_into" is null;
--> statement-breakpoint
CREATE INDEX "clients_phone_idx" ON "clients" USING btree ("phone_digits" text_pattern_ops) WHERE "merged_into" is null;
--> statement-breakpoint
CREATE TABLE "client_emails" (
	"email" text PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	CONSTRAINT "client_emails_normalised" CHECK ("email" = lower(btrim("email")))
);
--> statement-breakpoint
ALTER TABLE "client_emails" ADD CONSTRAINT "client_emails_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "client_emails_client_idx" ON "client_emails" USING btree ("client_id");
--> statement-breakpoint
CREATE TABLE "client_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"text" text NOT NULL,
	"written_by" uuid,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_notes_text_length" CHECK (char_length("text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "client_notes_client_idx" ON "client_notes" USING btree ("client_id","created_at");
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_id" uuid;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bookings_client_idx" ON "bookings" USING btree ("client_id","starts_at");
--> statement-breakpoint
CREATE FUNCTION "phone_digits"(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  select case when d like '44%' then '0' || substr(d, 3) else d end from (select regexp_replace(coalesce(phone, ''), '\D', '', 'g') as d) as digits
$$;
--> statement-breakpoint
-- Every booking belongs to a client, found by her email (case aside) or made for her; one without an email is a client
-- of its own until staff merge her. In the database, so no way of making a booking can forget it (decision 0057).
CREATE FUNCTION "bookings_link_client"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := lower(btrim(NEW."email"));
  found uuid;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW."client_id" IS DISTINCT FROM OLD."client_id" OR key IS NOT DISTINCT FROM lower(btrim(OLD."email"))) THEN
    RETURN NEW;
  END IF;
  IF key IS NOT NULL AND key <> '' THEN
    PERFORM pg_advisory_xact_lock(hashtext('client:' || key));
    SELECT "client_id" INTO found FROM "client_emails" WHERE "email" = key;
    IF found IS NULL THEN
      INSERT INTO "clients" ("name", "email", "phone", "phone_digits") VALUES (NEW."name", key, NEW."phone", phone_digits(NEW."phone")) RETURNING "id" INTO found;
      INSERT INTO "client_emails" ("email", "client_id") VALUES (key, found);
    ELSIF TG_OP = 'INSERT' THEN
      UPDATE "clients" SET "name" = NEW."name", "phone" = NEW."phone", "phone_digits" = phone_digits(NEW."phone"), "updated_at" = now() WHERE "id" = found;
    END IF;
  ELSE
    INSERT INTO "clients" ("name", "phone", "phone_digits") VALUES (NEW."name", NEW."phone", phone_digits(NEW."phone")) RETURNING "id" INTO found;
  END IF;
  NEW."client_id" := found;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_link_client" BEFORE INSERT OR UPDATE OF "email" ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_link_client"();
--> statement-breakpoint
-- The clients of the bookings already made: one per email, named as her latest booking names her.
INSERT INTO "clients" ("name", "email", "phone", "phone_digits", "created_at")
SELECT DISTINCT ON (lower(btrim("email"))) "name", lower(btrim("email")), "phone", phone_digits("phone"), min("created_at") OVER (PARTITION BY lower(btrim("email")))
FROM "bookings" WHERE "email" IS NOT NULL AND btrim("email") <> ''
ORDER BY lower(btrim("email")), "created_at" DESC;
--> statement-breakpoint
INSERT INTO "client_emails" ("email", "client_id") SELECT "email", "id" FROM "clients";
--> statement-breakpoint
UPDATE "bookings" SET "client_id" = "client_emails"."client_id" FROM "client_emails" WHERE "client_emails"."email" = lower(btrim("bookings"."email"));
--> statement-breakpoint
DO $$
DECLARE
  row record;
  made uuid;
BEGIN
  FOR row IN SELECT "id", "name", "phone" FROM "bookings" WHERE "client_id" IS NULL LOOP
    INSERT INTO "clients" ("name", "phone", "phone_digits") VALUES (row."name", row."phone", phone_digits(row."phone")) RETURNING "id" INTO made;
    UPDATE "bookings" SET "client_id" = made WHERE "id" = row."id";
  END LOOP;
END $$;
