-- Reviews (issue 30): each listing's count of published reviews and the sum of their stars, kept
-- by the database itself in the same transaction as any write to reviews (a member's write, edit
-- or delete, staff's moderation and its revert, sample data, a bulk load), so no write path can
-- forget them. Statement-level triggers with transition tables, as migration 0023's: a bulk load
-- of 10,000 reviews is one set-based update per listing. Only the rows' published part counts: a
-- review going from held to published adds itself, one removed takes itself away. Plain
-- PL/pgSQL: PostgreSQL 15 and PGlite alike. The listing's update bumps directory_version (its own
-- trigger), and so does any write to reviews or replies, so cached pages never keep old reviews.
CREATE OR REPLACE FUNCTION "review_counts_apply"(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "businesses" b SET "review_count" = b."review_count" + (d->>'c')::int, "review_star_sum" = b."review_star_sum" + (d->>'s')::int
  FROM jsonb_array_elements(deltas) d
  WHERE d->>'k' = 'business' AND b."id" = (d->>'i')::int;
  UPDATE "professionals" p SET "review_count" = p."review_count" + (d->>'c')::int, "review_star_sum" = p."review_star_sum" + (d->>'s')::int
  FROM jsonb_array_elements(deltas) d
  WHERE d->>'k' = 'professional' AND p."id" = (d->>'i')::int;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reviews_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "review_counts_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('k', x."listing_kind", 'i', x."listing_id", 'c', x.c, 's', x.s) ORDER BY x."listing_kind", x."listing_id")
    FROM (SELECT n."listing_kind", n."listing_id", count(*) c, sum(n."stars") s FROM "written_rows" n WHERE n."status" = 'published' GROUP BY 1, 2) x
  ), '[]'::jsonb));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reviews_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "review_counts_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('k', x."listing_kind", 'i', x."listing_id", 'c', x.c, 's', x.s) ORDER BY x."listing_kind", x."listing_id")
    FROM (
      SELECT y."listing_kind", y."listing_id", sum(y.c) c, sum(y.s) s FROM (
        SELECT n."listing_kind", n."listing_id", 1 c, n."stars" s FROM "written_rows" n WHERE n."status" = 'published'
        UNION ALL
        SELECT o."listing_kind", o."listing_id", -1, -o."stars" FROM "replaced_rows" o WHERE o."status" = 'published'
      ) y GROUP BY 1, 2 HAVING sum(y.c) <> 0 OR sum(y.s) <> 0
    ) x
  ), '[]'::jsonb));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reviews_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "review_counts_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('k', x."listing_kind", 'i', x."listing_id", 'c', -x.c, 's', -x.s) ORDER BY x."listing_kind", x."listing_id")
    FROM (SELECT o."listing_kind", o."listing_id", count(*) c, sum(o."stars") s FROM "replaced_rows" o WHERE o."status" = 'published' GROUP BY 1, 2) x
  ), '[]'::jsonb));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_counts_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "written_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_counts_insert"();
--> statement-breakpoint
CREATE TRIGGER "reviews_counts_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS "replaced_rows" NEW TABLE AS "written_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_counts_update"();
--> statement-breakpoint
CREATE TRIGGER "reviews_counts_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "replaced_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_counts_delete"();
--> statement-breakpoint
CREATE TRIGGER "reviews_bump_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();
--> statement-breakpoint
CREATE TRIGGER "review_replies_bump_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review_replies"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();
--> statement-breakpoint
-- The reviews already there.
UPDATE "businesses" b SET "review_count" = x.c, "review_star_sum" = x.s
FROM (SELECT "listing_id", count(*)::int c, sum("stars")::int s FROM "reviews" WHERE "listing_kind" = 'business' AND "status" = 'published' GROUP BY 1) x
WHERE b."id" = x."listing_id";
--> statement-breakpoint
UPDATE "professionals" p SET "review_count" = x.c, "review_star_sum" = x.s
FROM (SELECT "listing_id", count(*)::int c, sum("stars")::int s FROM "reviews" WHERE "listing_kind" = 'professional' AND "status" = 'published' GROUP BY 1) x
WHERE p."id" = x."listing_id";
