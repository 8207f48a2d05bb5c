-- Each practitioner's private calendar feed (docs/decisions/0052): the SHA-256 of its token, never the token.
ALTER TABLE "staff_members" ADD COLUMN "feed_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_feed_token_unique" ON "staff_members" USING btree ("feed_token_hash");
