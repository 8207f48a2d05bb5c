CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"booking_id" uuid,
	"service" text NOT NULL,
	"form_version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"health_data_consent_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "consultations_client_idx" ON "consultations" USING btree ("client_id","answered_at");
--> statement-breakpoint
CREATE INDEX "consultations_booking_idx" ON "consultations" USING btree ("booking_id");
--> statement-breakpoint
CREATE TABLE "treatment_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"booking_id" uuid,
	"service" text NOT NULL,
	"form_version" integer NOT NULL,
	"consent_text" text NOT NULL,
	"signed_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "treatment_consents" ADD CONSTRAINT "treatment_consents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "treatment_consents" ADD CONSTRAINT "treatment_consents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "treatment_consents_client_idx" ON "treatment_consents" USING btree ("client_id","signed_at");
--> statement-breakpoint
CREATE TABLE "consultations_at_studio" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations_at_studio" ADD CONSTRAINT "consultations_at_studio_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "consultation_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"viewed_by" uuid,
	"viewer" text NOT NULL,
	"place" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_views" ADD CONSTRAINT "consultation_views_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consultation_views" ADD CONSTRAINT "consultation_views_viewed_by_users_id_fk" FOREIGN KEY ("viewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "consultation_views_client_idx" ON "consultation_views" USING btree ("client_id","viewed_at");
