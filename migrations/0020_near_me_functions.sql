-- Near me and open now (issue 18). Hand-written, so a custom migration: drizzle-kit emits
-- neither CREATE EXTENSION nor functions. It must run before the generated migration that adds
-- the latitude/longitude columns and their GiST indexes on geo_point(latitude, longitude).
-- Both extensions ship with PostgreSQL 15 (contrib) and with PGlite (server/db/client.ts loads them).
CREATE EXTENSION IF NOT EXISTS "cube";
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "earthdistance";
--> statement-breakpoint
-- A latitude/longitude as earthdistance's `earth` point, the same value as ll_to_earth(lat, lng).
-- Why not index ll_to_earth itself: its body (a string, resolved at run time) calls earth() and
-- cube() without a schema, and maintenance (autovacuum's ANALYZE on PostgreSQL 15, any ANALYZE
-- or REINDEX on 17+) runs with search_path = pg_catalog, where "function earth() does not exist"
-- fails it. A SQL-standard body (RETURN ...) is bound when created, and earth()'s radius is
-- written out, so the index expression resolves under any search_path.
CREATE OR REPLACE FUNCTION "geo_point"("lat" double precision, "lng" double precision) RETURNS earth
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN cube(cube(cube(6378168::float8 * cos(radians("lat")) * cos(radians("lng"))), 6378168::float8 * cos(radians("lat")) * sin(radians("lng"))),
  6378168::float8 * sin(radians("lat")))::earth;
--> statement-breakpoint
-- "HH:MM" (00:00 to 24:00) as minutes after midnight, as shared/hours.ts's toMinutes.
CREATE OR REPLACE FUNCTION "hours_minutes"("t" text) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN substr("t", 1, 2)::int * 60 + substr("t", 4, 2)::int;
--> statement-breakpoint
-- Whether opening hours (shared/hours.ts: weekly[0 = Sunday..6], special dates overriding a
-- weekday) are open at an instant, read on San Antonio's wall clock (America/Chicago, so DST is
-- the time zone database's business): a shift of that date running, or one of the day before
-- that runs past midnight. A close at or before the open means past midnight; 00:00-24:00 is all
-- day. The same rules as hoursStatus() in shared/hours.ts, which tests compare it with.
CREATE OR REPLACE FUNCTION "listing_open_at"("hours" jsonb, "at" timestamptz) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
  SELECT EXISTS (
    SELECT 1
    FROM (SELECT "at" AT TIME ZONE 'America/Chicago' AS t) AS wall
    CROSS JOIN (VALUES (0), (1)) AS back(days)
    CROSS JOIN LATERAL (SELECT (wall.t::date - back.days) AS day,
      (extract(hour FROM wall.t)::int * 60 + extract(minute FROM wall.t)::int + back.days * 1440) AS minute) AS d
    CROSS JOIN LATERAL jsonb_array_elements(coalesce(
      (SELECT s -> 'shifts' FROM jsonb_array_elements("hours" -> 'special') AS s WHERE s ->> 'date' = to_char(d.day, 'YYYY-MM-DD') LIMIT 1),
      "hours" -> 'weekly' -> extract(dow FROM d.day)::int)) AS shift
    CROSS JOIN LATERAL (SELECT hours_minutes(shift ->> 'open') AS open, hours_minutes(shift ->> 'close') AS close) AS m
    WHERE d.minute >= m.open AND d.minute < CASE WHEN m.close <= m.open THEN m.close + 1440 ELSE m.close END
  );
END;
