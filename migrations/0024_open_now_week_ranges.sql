-- Open now without reading every listing's hours (issue 26). listing_open_at (migration 0020)
-- reads a listing's jsonb hours on each call: 0.8-1.0 s for open now at 150,000 listings. Here
-- each listing keeps, in two generated columns the database recomputes whenever its hours change
-- (so no write path can forget them), its weekly hours as week-minute ranges (0 = Sunday 00:00
-- to 10080, wall clock; a shift past midnight runs into the next day, Saturday's into Sunday's
-- start) and the dates of its special dates. Open at an instant is then a range containment for
-- every listing without a special date on that San Antonio day or the day before (the only two
-- days listing_open_at reads), and listing_open_at itself for the few with one, so special
-- dates stay exact. Functions with SQL-standard bodies, as 0020's: PostgreSQL 15 and PGlite.
CREATE OR REPLACE FUNCTION "hours_week_ranges"("hours" jsonb) RETURNS int4multirange
LANGUAGE sql IMMUTABLE PARALLEL SAFE
BEGIN ATOMIC
  SELECT coalesce(range_agg(part.r), '{}'::int4multirange)
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof("hours" -> 'weekly') = 'array' THEN "hours" -> 'weekly' ELSE '[]'::jsonb END)
    WITH ORDINALITY AS day(shifts, n)
  CROSS JOIN LATERAL jsonb_array_elements(day.shifts) AS shift
  CROSS JOIN LATERAL (SELECT hours_minutes(shift ->> 'open') AS open, hours_minutes(shift ->> 'close') AS close) AS m
  CROSS JOIN LATERAL (SELECT (day.n::int - 1) * 1440 + m.open AS s,
    (day.n::int - 1) * 1440 + CASE WHEN m.close <= m.open THEN m.close + 1440 ELSE m.close END AS e) AS span
  CROSS JOIN LATERAL (VALUES (int4range(span.s, least(span.e, 10080))),
    (CASE WHEN span.e > 10080 THEN int4range(0, span.e - 10080) END)) AS part(r)
  WHERE part.r IS NOT NULL;
END;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hours_special_dates"("hours" jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
BEGIN ATOMIC
  SELECT coalesce(array_agg(s ->> 'date'), '{}'::text[])
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof("hours" -> 'special') = 'array' THEN "hours" -> 'special' ELSE '[]'::jsonb END) AS s;
END;
--> statement-breakpoint
-- An instant's minute of the week on San Antonio's wall clock (0 = Sunday 00:00), as the ranges count.
CREATE OR REPLACE FUNCTION "week_minute"("at" timestamptz) RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE
RETURN extract(dow FROM "at" AT TIME ZONE 'America/Chicago')::int * 1440
  + extract(hour FROM "at" AT TIME ZONE 'America/Chicago')::int * 60
  + extract(minute FROM "at" AT TIME ZONE 'America/Chicago')::int;
--> statement-breakpoint
-- The San Antonio date of an instant and the day before, as special dates are written ("2026-11-26").
CREATE OR REPLACE FUNCTION "special_days"("at" timestamptz) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE
RETURN ARRAY[to_char(("at" AT TIME ZONE 'America/Chicago')::date, 'YYYY-MM-DD'),
  to_char(("at" AT TIME ZONE 'America/Chicago')::date - 1, 'YYYY-MM-DD')];
--> statement-breakpoint
ALTER TABLE "professionals"
  ADD COLUMN "open_week" int4multirange GENERATED ALWAYS AS (hours_week_ranges("hours")) STORED,
  ADD COLUMN "special_dates" text[] GENERATED ALWAYS AS (hours_special_dates("hours")) STORED;
--> statement-breakpoint
ALTER TABLE "businesses"
  ADD COLUMN "open_week" int4multirange GENERATED ALWAYS AS (hours_week_ranges("hours")) STORED,
  ADD COLUMN "special_dates" text[] GENERATED ALWAYS AS (hours_special_dates("hours")) STORED;
