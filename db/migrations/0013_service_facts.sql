-- The services' facts staff may change, and their audit (DESIGN 9, docs/decisions/0018). Rows are seeded at start.
CREATE TABLE "service_facts" (
	"slug" text PRIMARY KEY NOT NULL,
	"price_pence" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"duration_label" text NOT NULL,
	"packages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text NOT NULL,
	"launch_text" text,
	"early_bird_price_pence" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_facts_state_known" CHECK ("service_facts"."state" in ('live', 'coming-soon', 'paused')),
	CONSTRAINT "service_facts_price" CHECK ("service_facts"."price_pence" >= 0 and ("service_facts"."early_bird_price_pence" is null or "service_facts"."early_bird_price_pence" >= 0)),
	CONSTRAINT "service_facts_duration" CHECK ("service_facts"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_fact_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"actor" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_fact_changes" ADD CONSTRAINT "service_fact_changes_slug_service_facts_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."service_facts"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_fact_changes_slug_idx" ON "service_fact_changes" USING btree ("slug","changed_at");
