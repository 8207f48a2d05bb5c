-- Unsubscribe links for waitlist emails and the recipient's name for To (docs/decisions/0015).
CREATE TABLE "unsubscribe_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"waitlist_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "to_name" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "waitlist_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unsubscribe_links" ADD CONSTRAINT "unsubscribe_links_waitlist_id_waitlist_id_fk" FOREIGN KEY ("waitlist_id") REFERENCES "public"."waitlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_waitlist_id_waitlist_id_fk" FOREIGN KEY ("waitlist_id") REFERENCES "public"."waitlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unsubscribe_links_waitlist_idx" ON "unsubscribe_links" USING btree ("waitlist_id");--> statement-breakpoint
CREATE INDEX "outbox_waitlist_idx" ON "outbox" USING btree ("waitlist_id");
