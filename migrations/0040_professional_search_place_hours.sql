ALTER TABLE "professional_search" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "professional_search" ADD COLUMN "longitude" double precision;--> statement-breakpoint
-- Issue 26 item 1: professional_search also carries what near me and open now test (the
-- position, and the week-minute ranges and special dates that migration 0024 generates on
-- professionals), so a ranked search with a radius or open now tests each candidate on this
-- narrow row instead of fetching its professionals row (~1 KB, one page read each): a term
-- searched within 10 miles of the city's edge, open now, tested thousands of them. The hours
-- themselves stay on professionals: listing_open_at reads them by key for the few listings with
-- a special date that day or the day before. Same triggers as migration 0028 otherwise.
ALTER TABLE "professional_search" ADD COLUMN "open_week" int4multirange DEFAULT '{}'::int4multirange;
--> statement-breakpoint
ALTER TABLE "professional_search" ADD COLUMN "special_dates" text[] DEFAULT '{}'::text[];
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "professional_search_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "professional_search" ("id", "category_id", "business_id", "name", "gold_until", "search_text", "languages",
    "latitude", "longitude", "open_week", "special_dates")
  SELECT n."id", n."category_id", n."business_id", n."name", n."gold_until", professional_search_text(n."search_text", n."title_es"), n."languages",
    n."latitude", n."longitude", n."open_week", n."special_dates"
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
  INSERT INTO "professional_search" ("id", "category_id", "business_id", "name", "gold_until", "search_text", "languages",
    "latitude", "longitude", "open_week", "special_dates")
  SELECT n."id", n."category_id", n."business_id", n."name", n."gold_until", professional_search_text(n."search_text", n."title_es"), n."languages",
    n."latitude", n."longitude", n."open_week", n."special_dates"
  FROM "written_rows" n
  JOIN "replaced_rows" o ON o."id" = n."id"
  WHERE n."unpublished_at" IS NULL
    AND (o."unpublished_at" IS NOT NULL
      OR (n."category_id", n."business_id", n."name", n."gold_until", n."search_text", n."title_es", n."languages",
          n."latitude", n."longitude", n."open_week", n."special_dates")
        IS DISTINCT FROM (o."category_id", o."business_id", o."name", o."gold_until", o."search_text", o."title_es", o."languages",
          o."latitude", o."longitude", o."open_week", o."special_dates"))
  ORDER BY n."id"
  ON CONFLICT ("id") DO UPDATE SET
    "category_id" = excluded."category_id",
    "business_id" = excluded."business_id",
    "name" = excluded."name",
    "gold_until" = excluded."gold_until",
    "search_text" = excluded."search_text",
    "languages" = excluded."languages",
    "latitude" = excluded."latitude",
    "longitude" = excluded."longitude",
    "open_week" = excluded."open_week",
    "special_dates" = excluded."special_dates";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The listings already there.
UPDATE "professional_search" s
SET "latitude" = p."latitude", "longitude" = p."longitude", "open_week" = p."open_week", "special_dates" = p."special_dates"
FROM "professionals" p
WHERE p."id" = s."id";
