-- Accent-insensitive search (issue 18): "jose" finds "José" and "josé" finds "Jose".
-- drizzle-kit never emits CREATE EXTENSION, so it lives in this custom migration, with the
-- wrapper the generated columns and their indexes need: unaccent() is STABLE (its dictionary
-- could change), and an index or generated expression may only call IMMUTABLE functions. Naming
-- the dictionary (public.unaccent) keeps the result independent of search_path, which is what
-- makes declaring it IMMUTABLE honest. Plain SQL: PostgreSQL 15 and PGlite alike.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "immutable_unaccent"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
