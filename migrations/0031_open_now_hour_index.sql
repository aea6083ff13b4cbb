-- Open now through an index (issue 26 item 1). The week-minute ranges of migration 0024 answer
-- open now without reading the hours, but only row by row: a GiST index on a multirange keeps one
-- bounding range per listing (Monday 8:00 to Saturday 17:00 covers most of the week), so it
-- cannot say who is open at 3 a.m., and with few listings open a page or a capped count read the
-- whole table. Here each listing also keeps the hours of the week (0 = Sunday 00:00-00:59 to 167)
-- its ranges touch, in a generated column the database recomputes with its hours (the same
-- statement as every hours write: no write path can forget it), with a GIN index: the listings
-- open in this hour are one index entry, the exact minute is then the ranges' test on those
-- only, and the planner knows from the column's statistics how many are open in each hour of the
-- week (few at night, most at noon), so it starts from the index when few are open and from the
-- name order when most are. Special dates keep their listing_open_at path (server/features/
-- directory/near-sql.ts), through a GIN index on the special_dates column, which is empty for most
-- listings. Functions with SQL-standard bodies: PostgreSQL 15 and PGlite.
CREATE OR REPLACE FUNCTION "hours_week_hours"("hours" jsonb) RETURNS integer[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
BEGIN ATOMIC
  SELECT coalesce(array_agg(DISTINCT h.hour ORDER BY h.hour), '{}'::integer[])
  FROM unnest(hours_week_ranges("hours")) AS r(span)
  CROSS JOIN LATERAL generate_series(lower(r.span) / 60, (upper(r.span) - 1) / 60) AS h(hour);
END;
--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "open_hours" integer[] GENERATED ALWAYS AS (hours_week_hours("hours")) STORED;
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "open_hours" integer[] GENERATED ALWAYS AS (hours_week_hours("hours")) STORED;
--> statement-breakpoint
CREATE INDEX "professionals_open_hours_idx" ON "professionals" USING gin ("open_hours");
--> statement-breakpoint
CREATE INDEX "businesses_open_hours_idx" ON "businesses" USING gin ("open_hours");
--> statement-breakpoint
CREATE INDEX "professionals_special_dates_idx" ON "professionals" USING gin ("special_dates");
--> statement-breakpoint
CREATE INDEX "businesses_special_dates_idx" ON "businesses" USING gin ("special_dates");
