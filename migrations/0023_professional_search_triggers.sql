-- professional_search (issue 18 at 1,000,000 professionals): the few columns a ranked search
-- reads, one row per published professional, kept here by the database itself so that no write
-- path of the app (admin, owners, imports, webhooks, generated data) can forget it. A deleted
-- professional goes with its row (the foreign key's ON DELETE CASCADE); an unpublished one loses
-- it; a republished one gets it back. Statement-level triggers with transition tables, as
-- migration 0019's: a bulk load writes its rows in one set-based INSERT. Rows are written in id
-- order, so that two writers lock them in one order. An update that changes none of the six
-- columns (hours, bio, a reminder date) writes nothing here. Plain PL/pgSQL: PostgreSQL 15 and
-- PGlite alike.
CREATE OR REPLACE FUNCTION "professional_search_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "professional_search" ("id", "category_id", "business_id", "name", "gold_until", "search_text")
  SELECT n."id", n."category_id", n."business_id", n."name", n."gold_until", n."search_text"
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
  INSERT INTO "professional_search" ("id", "category_id", "business_id", "name", "gold_until", "search_text")
  SELECT n."id", n."category_id", n."business_id", n."name", n."gold_until", n."search_text"
  FROM "written_rows" n
  JOIN "replaced_rows" o ON o."id" = n."id"
  WHERE n."unpublished_at" IS NULL
    AND (o."unpublished_at" IS NOT NULL
      OR (n."category_id", n."business_id", n."name", n."gold_until", n."search_text")
        IS DISTINCT FROM (o."category_id", o."business_id", o."name", o."gold_until", o."search_text"))
  ORDER BY n."id"
  ON CONFLICT ("id") DO UPDATE SET
    "category_id" = excluded."category_id",
    "business_id" = excluded."business_id",
    "name" = excluded."name",
    "gold_until" = excluded."gold_until",
    "search_text" = excluded."search_text";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "professionals_search_insert" AFTER INSERT ON "professionals" REFERENCING NEW TABLE AS "written_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "professional_search_insert"();
--> statement-breakpoint
CREATE TRIGGER "professionals_search_update" AFTER UPDATE ON "professionals" REFERENCING OLD TABLE AS "replaced_rows" NEW TABLE AS "written_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "professional_search_update"();
--> statement-breakpoint
-- The professionals already there.
INSERT INTO "professional_search" ("id", "category_id", "business_id", "name", "gold_until", "search_text")
SELECT "id", "category_id", "business_id", "name", "gold_until", "search_text"
FROM "professionals"
WHERE "unpublished_at" IS NULL;
