-- Marketing consent under PECR (docs/decisions/0037): one row per choice a person made, per channel; her current
-- choice is the latest row, and the older ones stay as evidence of what she agreed to, in which words, and when.
CREATE TABLE "marketing_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"wording_version" integer,
	"wording_id" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consents_email_normalised" CHECK ("marketing_consents"."email" = lower(btrim("marketing_consents"."email"))),
	CONSTRAINT "marketing_consents_channel_known" CHECK ("marketing_consents"."channel" in ('email', 'sms')),
	CONSTRAINT "marketing_consents_source_known" CHECK ("marketing_consents"."source" in ('booking', 'contact', 'waitlist', 'account', 'join', 'unsubscribe')),
	CONSTRAINT "marketing_consents_grant_has_wording" CHECK (not "marketing_consents"."granted" or ("marketing_consents"."wording_version" is not null and "marketing_consents"."wording_id" is not null))
);
--> statement-breakpoint
CREATE INDEX "marketing_consents_latest_idx" ON "marketing_consents" USING btree ("email","channel","created_at");
--> statement-breakpoint
-- The waitlist's old box ("Yes, send me occasional news and offers by email") was wording version 0: its yeses move
-- here, dated from the sign-up, and the column goes (one place for the fact).
INSERT INTO "marketing_consents" ("email", "channel", "granted", "wording_version", "wording_id", "source", "created_at")
	SELECT lower(btrim("email")), 'email', true, 0, 'email-news-and-offers', 'waitlist', "created_at" FROM "waitlist" WHERE "marketing_consent";
--> statement-breakpoint
ALTER TABLE "waitlist" DROP COLUMN "marketing_consent";
--> statement-breakpoint
-- When she last asked for the waitlist's news (signing up, or again after unsubscribing): a withdrawal of marketing
-- made before that does not stop the launch email she asked for since.
ALTER TABLE "waitlist" ADD COLUMN "requested_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "waitlist" SET "requested_at" = "created_at";
--> statement-breakpoint
ALTER TABLE "waitlist" ALTER COLUMN "requested_at" SET DEFAULT now();
--> statement-breakpoint
ALTER TABLE "waitlist" ALTER COLUMN "requested_at" SET NOT NULL;
