-- Dreams Club memberships as monthly subscriptions (issue 13, docs/decisions/0027). The price is locked at join
-- (founding members keep theirs); every change of status or dates is audited in membership_changes with its actor.
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	"price_pence" integer NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"started_at" timestamp with time zone,
	"minimum_term_end" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"failed_payments" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_subscription_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "memberships_status_known" CHECK ("memberships"."status" in ('incomplete', 'active', 'past_due', 'paused', 'cancelling', 'ended')),
	CONSTRAINT "memberships_tier_known" CHECK ("memberships"."tier" in ('essential', 'signature', 'vip')),
	CONSTRAINT "memberships_price" CHECK ("memberships"."price_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "membership_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"month" text NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "demo_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"membership_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	"client_secret" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"card_number" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_invoices_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "demo_invoices_period_unique" UNIQUE("membership_id","period_start")
);
--> statement-breakpoint
ALTER TABLE "membership_changes" ADD CONSTRAINT "membership_changes_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_credits" ADD CONSTRAINT "membership_credits_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_credits" ADD CONSTRAINT "membership_credits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_invoices" ADD CONSTRAINT "demo_invoices_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_live_idx" ON "memberships" USING btree (lower("email")) WHERE "memberships"."status" in ('active', 'past_due', 'paused', 'cancelling');--> statement-breakpoint
CREATE INDEX "memberships_email_idx" ON "memberships" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "membership_changes_membership_idx" ON "membership_changes" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "membership_credits_membership_month_idx" ON "membership_credits" USING btree ("membership_id","month");
