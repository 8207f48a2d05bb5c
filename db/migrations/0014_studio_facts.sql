-- Studio-wide facts staff may change (the accessibility statement's review date, ...), and their audit
-- (docs/decisions/0019). A key without a row reads its default from content/.
CREATE TABLE "studio_facts" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_fact_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"actor" text NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "studio_fact_changes_key_idx" ON "studio_fact_changes" USING btree ("key","changed_at");
