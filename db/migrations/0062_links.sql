-- Every emailed or texted link in one table (docs/decisions/0079). Each kind's tokens are copied with the hash they
-- already have, so a link already in someone's inbox keeps working, and its old table goes once nothing reads it.
CREATE TABLE "links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"single_use" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "links_kind_known" CHECK ("links"."kind" in ('sign-in', 'early-access', 'staff-invitation', 'password-reset', 'time-offer', 'time-request-withdraw', 'review-request', 'unsubscribe', 'manage', 'voucher-page', 'calendar-feed')),
	CONSTRAINT "links_used_once" CHECK ("links"."used_at" is null or "links"."single_use")
);
--> statement-breakpoint
CREATE INDEX "links_subject_idx" ON "links" USING btree ("kind","subject");
--> statement-breakpoint
INSERT INTO "links" ("kind", "subject", "token_hash", "expires_at", "used_at", "single_use", "created_at")
SELECT 'sign-in', "email", "token_hash", "expires_at", "used_at", true, "created_at" FROM "account_sign_in_links";
--> statement-breakpoint
DROP TABLE "account_sign_in_links";
--> statement-breakpoint
-- A staff invitation or password reset whose email has gone has a token; one still queued has none yet.
INSERT INTO "links" ("kind", "subject", "token_hash", "expires_at", "used_at", "single_use", "created_at")
SELECT 'staff-invitation', "staff_member_id"::text, "token_hash", "expires_at", "used_at", true, "created_at" FROM "staff_invitations" WHERE "token_hash" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "links" ("kind", "subject", "token_hash", "expires_at", "used_at", "single_use", "created_at")
SELECT 'password-reset', "staff_member_id"::text, "token_hash", "expires_at", "used_at", true, "created_at" FROM "staff_password_resets" WHERE "token_hash" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "staff_invitations" DROP CONSTRAINT "staff_invitations_sent_whole";--> statement-breakpoint
ALTER TABLE "staff_password_resets" DROP CONSTRAINT "staff_password_resets_sent_whole";--> statement-breakpoint
DROP INDEX "staff_invitations_token_unique";--> statement-breakpoint
DROP INDEX "staff_password_resets_token_unique";--> statement-breakpoint
ALTER TABLE "staff_invitations" DROP COLUMN "token_hash";--> statement-breakpoint
ALTER TABLE "staff_invitations" DROP COLUMN "expires_at";--> statement-breakpoint
ALTER TABLE "staff_invitations" DROP COLUMN "used_at";--> statement-breakpoint
ALTER TABLE "staff_password_resets" DROP COLUMN "token_hash";--> statement-breakpoint
ALTER TABLE "staff_password_resets" DROP COLUMN "expires_at";--> statement-breakpoint
ALTER TABLE "staff_password_resets" DROP COLUMN "used_at";
--> statement-breakpoint
-- Unsubscribe links are long-lived: each works while its waitlist entry exists.
INSERT INTO "links" ("kind", "subject", "token_hash", "expires_at", "used_at", "single_use", "created_at")
SELECT 'unsubscribe', "waitlist_id"::text, "token_hash", NULL, NULL, false, "created_at" FROM "unsubscribe_links";
--> statement-breakpoint
DROP TABLE "unsubscribe_links" CASCADE;
--> statement-breakpoint
-- A practitioner's calendar feed: long-lived, its address the only key; a member whose feed is off has none.
INSERT INTO "links" ("kind", "subject", "token_hash", "expires_at", "used_at", "single_use", "created_at")
SELECT 'calendar-feed', "id"::text, "feed_token_hash", NULL, NULL, false, "updated_at" FROM "staff_members" WHERE "feed_token_hash" IS NOT NULL;
--> statement-breakpoint
DROP INDEX "staff_members_feed_token_unique";--> statement-breakpoint
ALTER TABLE "staff_members" DROP COLUMN "feed_token_hash";
--> statement-breakpoint
-- A freed-time request's withdraw link: long-lived, it works while the request exists.
INSERT INTO "links" ("kind", "subject", "token_hash", "expires_at", "used_at", "single_use", "created_at")
SELECT 'time-request-withdraw', "id"::text, "withdraw_token_hash", NULL, NULL, false, "created_at" FROM "time_requests";
--> statement-breakpoint
ALTER TABLE "time_requests" DROP CONSTRAINT "time_requests_withdraw_token_hash_unique";--> statement-breakpoint
ALTER TABLE "time_requests" DROP COLUMN "withdraw_token_hash";
--> statement-breakpoint
-- Manage links are long-lived: every one issued works while its booking exists.
INSERT INTO "links" ("kind", "subject", "token_hash", "expires_at", "used_at", "single_use", "created_at")
SELECT 'manage', "booking_id"::text, "token_hash", NULL, NULL, false, "created_at" FROM "manage_links";
--> statement-breakpoint
DROP TABLE "manage_links" CASCADE;
--> statement-breakpoint
-- Early-access links: each opens one waitlist entry's booking for one launch, so its subject names both.
INSERT INTO "links" ("kind", "subject", "token_hash", "expires_at", "used_at", "single_use", "created_at")
SELECT 'early-access', "waitlist_id"::text || ':' || "launch_id"::text, "token_hash", NULL, NULL, false, "created_at" FROM "early_access_links";
--> statement-breakpoint
DROP TABLE "early_access_links" CASCADE;
--> statement-breakpoint
-- A freed-time offer's link names its offer, held, taken or lapsed alike: the offer's state and window are its own.
INSERT INTO "links" ("kind", "subject", "token_hash", "expires_at", "used_at", "single_use", "created_at")
SELECT 'time-offer', "id"::text, "token_hash", NULL, NULL, false, "created_at" FROM "time_offers";
--> statement-breakpoint
ALTER TABLE "time_offers" DROP CONSTRAINT "time_offers_token_hash_unique";--> statement-breakpoint
ALTER TABLE "time_offers" DROP COLUMN "token_hash";
