-- Review requests and their answers (issue 24 item 2, docs/decisions/0065): one per booking, one per address and
-- London visit day; the link token only as its hash; a quote is published only with her consent and staff approval,
-- under a first name and at most an initial (checked here as well as in features/reviews quoteName).
CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"email" text NOT NULL,
	"visit_day" text NOT NULL,
	"service" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"rating" smallint,
	"comment" text,
	"quote_consent" boolean,
	"quote_name" text,
	"answered_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "review_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "review_requests_email_day" UNIQUE("email","visit_day"),
	CONSTRAINT "review_requests_email_normalised" CHECK ("review_requests"."email" = lower(btrim("review_requests"."email"))),
	CONSTRAINT "review_requests_answer_whole" CHECK (("review_requests"."answered_at" is null) = ("review_requests"."rating" is null) and ("review_requests"."answered_at" is null) = ("review_requests"."quote_consent" is null) and ("review_requests"."rating" is null or "review_requests"."rating" between 1 and 5)),
	CONSTRAINT "review_requests_approved_quote" CHECK ("review_requests"."approved_at" is null or ("review_requests"."quote_consent" and "review_requests"."quote_name" is not null)),
	CONSTRAINT "review_requests_quote_name_short" CHECK ("review_requests"."quote_name" is null or "review_requests"."quote_name" ~ '^[^ ]+( [^ ]\.)?$')
);
--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_requests_email_idx" ON "review_requests" USING btree ("email","send_at");--> statement-breakpoint
CREATE INDEX "review_requests_answered_idx" ON "review_requests" USING btree ("answered_at","id") WHERE "review_requests"."answered_at" is not null;--> statement-breakpoint
CREATE INDEX "review_requests_approved_idx" ON "review_requests" USING btree ("approved_at") WHERE "review_requests"."approved_at" is not null;
