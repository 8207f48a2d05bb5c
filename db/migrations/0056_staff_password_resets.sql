CREATE TABLE "staff_password_resets" (
	"staff_member_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_password_resets_sent_whole" CHECK (("token_hash" is null) = ("expires_at" is null))
);
--> statement-breakpoint
ALTER TABLE "staff_password_resets" ADD CONSTRAINT "staff_password_resets_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_password_resets_token_unique" ON "staff_password_resets" USING btree ("token_hash");
