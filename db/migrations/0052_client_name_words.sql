-- The dashboard's client search (docs/decisions/0057) finds the start of her name, of any word in it, or of an
-- email, a page at a time in name order. Each is its own index range, so each stays fast whether three clients match
-- or a hundred thousand: the name in byte order ("C", whatever the database's own collation) serves both the prefix
-- and the order; the name with its spaces made single, and every later word of it with what follows, are rows of
-- client_name_words.
DROP INDEX "clients_name_idx";
--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ((lower("name") COLLATE "C"),"id") WHERE "clients"."merged_into" is null;
--> statement-breakpoint
CREATE TABLE "client_name_words" (
	"client_id" uuid NOT NULL,
	"rest" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_name_words" ADD CONSTRAINT "client_name_words_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "client_name_words_client_idx" ON "client_name_words" USING btree ("client_id");
--> statement-breakpoint
CREATE INDEX "client_name_words_rest_idx" ON "client_name_words" USING btree ("rest" COLLATE "C");
--> statement-breakpoint
CREATE FUNCTION "name_word_rests"(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT substr(n, p + 1)
  FROM (SELECT lower(regexp_replace(btrim(name), '\s+', ' ', 'g')) AS n) normalised, generate_series(0, length(n)) AS p
  WHERE p = 0 OR substr(n, p, 1) = ' '
$$;
--> statement-breakpoint
CREATE FUNCTION "clients_name_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "client_name_words" WHERE "client_id" = NEW."id";
  END IF;
  INSERT INTO "client_name_words" ("client_id", "rest") SELECT NEW."id", rest FROM name_word_rests(NEW."name") AS rest;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clients_name_words" AFTER INSERT OR UPDATE OF "name" ON "clients" FOR EACH ROW EXECUTE FUNCTION "clients_name_words"();
--> statement-breakpoint
INSERT INTO "client_name_words" ("client_id", "rest") SELECT c."id", rest FROM "clients" c, name_word_rests(c."name") AS rest;
