-- The vocabulary of "Showing results for …" (issue 18): every word of a written listing's
-- search_text (three characters or more) in search_words, which a term that finds few listings
-- is compared with by trigram similarity (server/features/directory/search-correction.ts).
-- Statement-level triggers with a transition table, so that a bulk load (db:generate-data, a CSV
-- import) splits its rows in one set-based INSERT rather than once per row; the words are sorted
-- so that two writers adding the same new words lock them in one order (no deadlock). Words are
-- never removed (a suggestion is shown only when its own search finds listings), so a delete
-- needs no trigger. Plain PL/pgSQL: PostgreSQL 15 and PGlite alike.
CREATE OR REPLACE FUNCTION "collect_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("kind", "word")
  SELECT DISTINCT TG_ARGV[0], w.word
  FROM "written_rows" r, regexp_split_to_table(r."search_text", '[^[:alnum:]]+') AS w(word)
  WHERE length(w.word) BETWEEN 3 AND 40
  ORDER BY 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "professionals_search_words_insert" AFTER INSERT ON "professionals" REFERENCING NEW TABLE AS "written_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_words"('professional');
--> statement-breakpoint
CREATE TRIGGER "professionals_search_words_update" AFTER UPDATE ON "professionals" REFERENCING NEW TABLE AS "written_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_words"('professional');
--> statement-breakpoint
CREATE TRIGGER "businesses_search_words_insert" AFTER INSERT ON "businesses" REFERENCING NEW TABLE AS "written_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_words"('business');
--> statement-breakpoint
CREATE TRIGGER "businesses_search_words_update" AFTER UPDATE ON "businesses" REFERENCING NEW TABLE AS "written_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_words"('business');
--> statement-breakpoint
-- The listings already there.
INSERT INTO "search_words" ("kind", "word")
SELECT DISTINCT 'professional', w.word FROM "professionals" r, regexp_split_to_table(r."search_text", '[^[:alnum:]]+') AS w(word)
WHERE length(w.word) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "search_words" ("kind", "word")
SELECT DISTINCT 'business', w.word FROM "businesses" r, regexp_split_to_table(r."search_text", '[^[:alnum:]]+') AS w(word)
WHERE length(w.word) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
