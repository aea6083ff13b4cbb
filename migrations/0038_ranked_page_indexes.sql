-- A ranked page (issue 26 item 1) takes the top of each rank class with a limit instead of ranking
-- every match (server/features/directory/ranked-search.ts): the name's line by trigrams (ranks 0
-- and 1), the words of search_text by key (rank 2, whole words), the rows in list order (name, id)
-- for a class with many matches, and the Gold date for the active Gold rows that lead each class.
CREATE INDEX IF NOT EXISTS "professional_search_name_trgm_idx" ON "professional_search" USING gin (split_part("search_text", chr(10), 1) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "professional_search_name_id_idx" ON "professional_search" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "professional_search_gold_until_idx" ON "professional_search" USING btree ("gold_until");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "professional_search_words_idx" ON "professional_search" USING gin (regexp_split_to_array("search_text", '[^[:alnum:]]+'));
