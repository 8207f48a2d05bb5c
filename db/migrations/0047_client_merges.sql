CREATE TABLE "client_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"into_id" uuid NOT NULL,
	"from_id" uuid NOT NULL,
	"merged_by" uuid,
	"author" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_merges" ADD CONSTRAINT "client_merges_into_id_clients_id_fk" FOREIGN KEY ("into_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_merges" ADD CONSTRAINT "client_merges_from_id_clients_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_merges" ADD CONSTRAINT "client_merges_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "client_merges_into_idx" ON "client_merges" USING btree ("into_id","created_at");
