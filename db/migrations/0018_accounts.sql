-- Clients' sign-in links and sessions (issue 13, docs/decisions/0023). Tokens and ids are stored only as SHA-256.
CREATE TABLE "account_sign_in_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_sign_in_links_email_idx" ON "account_sign_in_links" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "account_sessions_email_idx" ON "account_sessions" USING btree (lower("email"));
