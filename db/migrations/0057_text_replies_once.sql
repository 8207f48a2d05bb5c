-- A text Twilio posted again (or anyone replayed) was stored again: keep each MessageSid's first row, then one a sid.
DELETE FROM "text_replies" AS "later" USING "text_replies" AS "first"
WHERE "later"."message_sid" = "first"."message_sid"
	AND ("later"."received_at", "later"."id") > ("first"."received_at", "first"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "text_replies_message_sid_key" ON "text_replies" USING btree ("message_sid");
