-- Issue 29: professional_search also carries the listing's languages (the "Se habla español"
-- filter and its counts are read there, term first, as the category counts are) and, after
-- search_text, the Spanish title (unaccented and lowered like search_text) on a line of its
-- own, so a Spanish search finds it. The name stays the text before the first newline, so
-- the ranking (search-rank.ts) is unchanged. Same triggers as migration 0023 otherwise.
CREATE OR REPLACE FUNCTION "professional_search_text"("search_text" text, "title_es" text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN coalesce("title_es", '') = '' THEN "search_text" ELSE "search_text" || chr(10) || lower(immutable_unaccent("title_es")) END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "professional_search_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "professional_search" ("id", "category_id", "business_id", "name", "gold_until", "search_text", "languages")
  SELECT n."id", n."category_id", n."business_id", n."name", n."gold_until", professional_search_text(n."search_text", n."title_es"), n."languages"
  FROM "written_rows" n
  WHERE n."unpublished_at" IS NULL
  ORDER BY n."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "professional_search_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "professional_search" s
  USING "written_rows" n
  WHERE s."id" = n."id" AND n."unpublished_at" IS NOT NULL;
  INSERT INTO "professional_search" ("id", "category_id", "business_id", "name", "gold_until", "search_text", "languages")
  SELECT n."id", n."category_id", n."business_id", n."name", n."gold_until", professional_search_text(n."search_text", n."title_es"), n."languages"
  FROM "written_rows" n
  JOIN "replaced_rows" o ON o."id" = n."id"
  WHERE n."unpublished_at" IS NULL
    AND (o."unpublished_at" IS NOT NULL
      OR (n."category_id", n."business_id", n."name", n."gold_until", n."search_text", n."title_es", n."languages")
        IS DISTINCT FROM (o."category_id", o."business_id", o."name", o."gold_until", o."search_text", o."title_es", o."languages"))
  ORDER BY n."id"
  ON CONFLICT ("id") DO UPDATE SET
    "category_id" = excluded."category_id",
    "business_id" = excluded."business_id",
    "name" = excluded."name",
    "gold_until" = excluded."gold_until",
    "search_text" = excluded."search_text",
    "languages" = excluded."languages";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The directory's own categories (their slugs are in the public addresses) get their Spanish
-- names (docs/glossary-es.md), unless staff gave one already; staff edit them in /admin.
UPDATE "categories" SET "name_es" = v."name_es"
FROM (VALUES
  ('banking', 'Bancos'),
  ('healthcare', 'Médicos y salud'),
  ('legal', 'Abogados y servicios legales'),
  ('business', 'Servicios para negocios'),
  ('realestate', 'Bienes raíces'),
  ('construction', 'Construcción y remodelación'),
  ('consulting', 'Consultoría'),
  ('dental', 'Dentistas'),
  ('accounting', 'Contadores')
) AS v("slug", "name_es")
WHERE "categories"."slug" = v."slug" AND "categories"."name_es" IS NULL;
