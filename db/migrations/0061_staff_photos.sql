CREATE TABLE "staff_photos" (
	"staff_member_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"digest" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_photos_type_known" CHECK ("staff_photos"."content_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "staff_photos" ADD CONSTRAINT "staff_photos_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;
