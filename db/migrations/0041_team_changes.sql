CREATE TABLE "team_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"changed_by" uuid,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"change" text NOT NULL,
	"details" jsonb NOT NULL DEFAULT '{}'::jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_changes_subject_known" CHECK ("subject" in ('staff-member', 'resource', 'time-off'))
);
--> statement-breakpoint
ALTER TABLE "team_changes" ADD CONSTRAINT "team_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "team_changes_subject_idx" ON "team_changes" USING btree ("subject_id","created_at");
