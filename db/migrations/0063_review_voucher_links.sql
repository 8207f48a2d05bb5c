-- The last two kinds move into `links` (docs/decisions/0079), each hash copied as it is, so a review email or a
-- voucher page already in someone's inbox keeps working; then their columns go.
-- A review request's link is long-lived for its rating's days (its unsubscribe works after them); one still queued
-- has no token yet.
INSERT INTO "links" ("kind", "subject", "token_hash", "expires_at", "used_at", "single_use", "created_at")
SELECT 'review-request', "id"::text, "token_hash", "token_expires_at", NULL, false, "send_at" FROM "review_requests" WHERE "token_hash" IS NOT NULL;
--> statement-breakpoint
-- A voucher's page works for as long as the voucher exists; its code stays sealed under the same token.
INSERT INTO "links" ("kind", "subject", "token_hash", "expires_at", "used_at", "single_use", "created_at")
SELECT 'voucher-page', "id"::text, "page_token_hash", NULL, NULL, false, "created_at" FROM "vouchers" WHERE "page_token_hash" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_page_token_hash_unique";--> statement-breakpoint
ALTER TABLE "review_requests" DROP CONSTRAINT "review_requests_token_hash_unique";--> statement-breakpoint
ALTER TABLE "vouchers" DROP COLUMN "page_token_hash";--> statement-breakpoint
ALTER TABLE "review_requests" DROP COLUMN "token_hash";--> statement-breakpoint
ALTER TABLE "review_requests" DROP COLUMN "token_expires_at";
