import { getTableName, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { SA_ZIPS, type NearPlace } from "@shared/sa-places";
import { radiusMeters } from "@shared/geo-schema";
import { professionals, professionalSearch, type businesses } from "../../db/schema";

/*
 * The SQL of near me and open now (issue 18), for both kinds of listing. The functions they call
 * come from the custom migration near_me_functions: geo_point (an earthdistance `earth` point,
 * the expression of the <table>_location_idx GiST indexes) and listing_open_at.
 */
export type Located = typeof professionals | typeof businesses;

/**
 * What near me and open now can test: a listing's table, or professional_search, which holds a
 * published professional's position, week-minute ranges and special dates (migration 0040) so a
 * ranked search tests its candidates there (issue 26 item 1). Its hours stay on professionals.
 */
export type Placed = Located | typeof professionalSearch;

const isListingTable = (t: Placed): t is Located => t !== professionalSearch;

/** The listing's opening hours (listing_open_at's input): professional_search reads its professional's by key. */
const hoursOf = (t: Placed) => (isListingTable(t) ? t.hours : sql`(select ${professionals.hours} from ${professionals} where ${professionals.id} = ${t.id})`);

/** What the geo words of a list query ask (shared/geo-schema.ts, parsed). */
export interface GeoQuery {
  near?: NearPlace | undefined;
  sort?: "distance" | "rated" | undefined;
  /** Miles. */
  radius?: number | undefined;
  open?: "now" | undefined;
}

/** The listing's point: the indexed expression itself, so that the planner matches it to the index. */
export const pointOf = (t: Placed) => sql`geo_point(${t.latitude}, ${t.longitude})`;
const originOf = (near: NearPlace) => sql`geo_point(${near.lat}::float8, ${near.lng}::float8)`;

/**
 * Straight-line (chord) distance through the earth in meters: cube's <->, which the GiST index
 * returns nearest first (a KNN scan). It orders exactly as the great-circle distance does.
 */
export const chordTo = (t: Placed, near: NearPlace) => sql<number>`(${pointOf(t)} <-> ${originOf(near)})`;

/** Great-circle meters, rounded, for the cards ("2.3 mi away"); null for a listing with no position. */
export const distanceTo = (t: Placed, near: NearPlace) => sql<number | null>`round(earth_distance(${pointOf(t)}, ${originOf(near)}))::int`;

/** Listings whose chord distance is at most `chord` meters: a box the index can search, then the exact test. */
export const chordWithin = (t: Placed, near: NearPlace, chord: SQL) =>
  sql`${pointOf(t)} <@ cube_enlarge(${originOf(near)}, ${chord}, 3) and ${chordTo(t, near)} <= ${chord}`;

/** The earth's radius in meters as earthdistance's earth() has it, so both sides measure alike. */
const EARTH_RADIUS_METERS = 6_378_168;

/** Great-circle meters between two points (the haversine formula). */
export function metersBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A circle holding this share of the city's ZIP areas or more is not worth starting from the location index. */
export const RADIUS_INDEX_SHARE = 0.25;

/**
 * Whether a radius narrows a list enough for the location index to be where its plan starts
 * (issue 26 item 1: the plan is chosen by what is selective, not left to estimates). The share
 * is that of the city's ZIP centroids (shared/sa-places.json, where the listings are) inside the
 * circle. PostgreSQL estimates every box on the GiST index at a fixed 0.1% of the rows, so a
 * 100-mile radius, which holds every listing, was still read through it: a bitmap of all
 * 1,000,000 rows (151 ms) ANDed with the Gold date's, 366 ms for a first page with open now.
 */
export const radiusIsSelective = (near: { lat: number; lng: number }, radius: number): boolean => circleIsSelective(near, radiusMeters(radius));

/** The same judgement for a circle of `meters` (nearest first's reach, nearest-page.ts). */
export function circleIsSelective(near: { lat: number; lng: number }, meters: number): boolean {
  const inside = SA_ZIPS.filter((zip) => metersBetween(near, zip) <= meters).length;
  return inside < RADIUS_INDEX_SHARE * SA_ZIPS.length;
}

/**
 * The filters the geo words add: a position at all (distance order), within the radius, open now.
 * The radius is the location index's box and the exact distance when it is selective
 * (`radiusIsSelective`), else the exact distance alone, which no index serves.
 * `byIndex: false` writes the radius as the exact distance test alone whatever it holds: a
 * ranked search starts from its term's trigram matches and tests each of them (issue 26: with the
 * box, the planner started from the location index, whose 100-mile box holds every listing, and
 * probed the term for each; 503 after the 3 s statement timeout at 150,000 listings).
 * `countCap`: the filters of a count capped there, whose open now may leave the hour index aside
 * where a page keeps it (`usesOpenIndex`).
 */
export function geoFilters(t: Placed, query: GeoQuery, { byIndex = true, countCap }: { byIndex?: boolean; countCap?: number } = {}): SQL[] {
  const filters: SQL[] = [];
  const { near } = query;
  if (near && query.sort === "distance") filters.push(sql`${t.latitude} is not null`);
  if (near && query.radius !== undefined) {
    // earth_box is the index's search (a cube around the circle); earth_distance the exact cut.
    const meters = radiusMeters(query.radius);
    const exact = sql`earth_distance(${pointOf(t)}, ${originOf(near)}) <= ${meters}::float8`;
    filters.push(
      byIndex && isListingTable(t) && radiusIsSelective(near, query.radius)
        ? sql`earth_box(${originOf(near)}, ${meters}::float8) @> ${pointOf(t)} and ${exact}`
        : exact,
    );
  }
  if (query.open === "now") filters.push(byIndex && isListingTable(t) ? openNow(t, Date.now(), countCap) : openAt(t, sql`now()`));
  return filters;
}

/**
 * Open at an instant, on San Antonio's clock (shared/hours.ts's rules, in SQL): the listing's
 * weekly hours as week-minute ranges (migration open_now_week_ranges: generated columns), unless it
 * has a special date that day or the day before, which listing_open_at reads from its hours.
 * The same answer as listing_open_at alone, without reading every listing's hours.
 */
export const openAt = (t: Placed, at: SQL) => {
  // Scalar subqueries: computed once per statement (an InitPlan), not per row (the time zone conversions, ~10 µs a row).
  // The minute's test in coalesce, as openAtIndexed has it: bare, the planner takes an unknown
  // element's containment in a multirange for rare (0.5%) and plans for a long search (two
  // parallel workers to count 1,000 of the 83% open at noon: 25 ms, against 2.2 ms in coalesce).
  const special = sql`${t}."special_dates" && (select special_days(${at}))`;
  return sql`((coalesce(${t}."open_week" @> (select week_minute(${at})), false) and not (${special})) or (${special} and listing_open_at(${hoursOf(t)}, ${at})))`;
};

const saClock = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", weekday: "short", hour: "numeric", hourCycle: "h23" });
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The hour of the week on San Antonio's clock (0 = Sunday 00:00-00:59), as open_hours counts them (migration 0031). */
export function weekHour(at: number): number {
  const parts = saClock.formatToParts(at);
  const day = WEEKDAYS.indexOf(parts.find((p) => p.type === "weekday")!.value);
  return day * 24 + Number(parts.find((p) => p.type === "hour")!.value);
}

/**
 * The hours of the week the statement's now() may fall in: a statement starts within a minute of
 * being written and its transaction at most two minutes before (the search's statement timeout is
 * seconds), so the hours of both ends. A literal, so that the planner reads open_hours' statistics
 * for it (how many listings are open in that hour) and chooses between the index and the name order.
 */
export const hoursAroundNow = (now = Date.now()) => [...new Set([weekHour(now - 120_000), weekHour(now + 60_000)])];

/**
 * Open at `at`: openAt's answer, written so that an index can find it. The listings open in one of
 * `hours` of the week (the GIN index on open_hours; `hours` must hold the hour of `at`), tested by
 * their ranges to the minute, and those with a special date that day or the day before (the GIN
 * index on special_dates), tested by listing_open_at: two arms of an OR, each served by its index
 * (a BitmapOr), or by the name order when most listings are open.
 */
export const openAtIndexed = (t: Located, at: SQL, hours: readonly number[]) => {
  const special = sql`${t}."special_dates" && (select special_days(${at}))`;
  const inHours = sql.raw(`'{${hours.map((h) => Math.trunc(h)).join(",")}}'::int[]`);
  // The minute's test in coalesce (open_week is never null: the same answer): the planner takes an
  // unknown element's containment in a multirange for rare (0.5%), which made it count a busy
  // noon's 80% of listings from the index; in coalesce it is a half, and the hour's statistics decide.
  return sql`((${t}."open_hours" && ${inHours} and coalesce(${t}."open_week" @> (select week_minute(${at})), false) and not (${special})) or (${special} and listing_open_at(${t.hours}, ${at})))`;
};

/**
 * The share of each table's listings open in each hour of the week, from the planner's own
 * statistics of open_hours (pg_stats' most common elements, as ANALYZE left them), read at most
 * every 10 minutes per process; an hour missing from the list is rarer than every listed one.
 */
const openShares = new Map<string, { read: number; shares: Map<number, number> | undefined; rows: number }>();
const SHARES_FOR_MS = 10 * 60_000;

/** Reads the open shares of `t` when they are older than 10 minutes (a list asking for open now calls it first). */
export async function readOpenShares(db: Db, t: Located, now = Date.now()): Promise<void> {
  const table = getTableName(t);
  const known = openShares.get(table);
  if (known && now - known.read < SHARES_FOR_MS) return;
  const result = (await db.execute(sql`select most_common_elems::text::int[] as hours, most_common_elem_freqs as shares,
      (select reltuples::float8 from pg_class where oid = to_regclass(${table})) as rows
    from pg_stats where schemaname = current_schema() and tablename = ${table} and attname = 'open_hours'`)) as unknown as {
    rows: { hours: number[] | null; shares: number[] | null; rows: number | null }[];
  };
  const row = result.rows[0];
  const shares = row?.hours && row.shares ? new Map(row.hours.map((h, i) => [Number(h), Number(row.shares![i])])) : undefined;
  openShares.set(table, { read: now, shares, rows: Math.max(0, Number(row?.rows ?? 0)) });
}

/**
 * Past this share of listings open in the hour, open now leaves the index aside: with most
 * listings open, the name order (or a scan stopping at the count's cap) meets them at once, while
 * the index would first list every one of them (1.6x slower at noon at 100,000 listings).
 */
export const OPEN_INDEX_SHARE = 0.25;

/**
 * What testing one listing's week-minute ranges costs, in entries of the hour index listed
 * (`npm run bench` at 1,000,000 listings: ~1 µs a row tested against ~0.25 µs an entry, the
 * index listing 166,990 open listings in 40 ms).
 */
export const ROW_TEST_COST = 4;

/**
 * Whether open now at these hours goes through the hour index: only when the statistics say few
 * listings are open then, and fewer the larger the table and the fewer rows the statement wants.
 * Row by row, a statement stops at its `cap` (a page's OPEN_PAGE_ROWS, a count's GEO_COUNT_CAP),
 * about cap / share rows tested, while the index first lists every listing open in the hour,
 * share × rows entries; so the index is taken while share² × rows < ROW_TEST_COST × cap: for a
 * count of 1,000, under 6.3% open at 1,000,000 listings and under 20% at 100,000; for a page,
 * under 1.4% at 1,000,000. At 1,000,000 with 16.7% open, open now alone took 175 ms through the
 * index (its count 57 ms of it), 16 ms row by row.
 */
export function usesOpenIndex(t: Located, hours: readonly number[], cap = OPEN_PAGE_ROWS): boolean {
  const known = openShares.get(getTableName(t));
  const shares = known?.shares;
  if (!known || !shares) return false;
  const rarest = Math.min(...shares.values());
  return hours.every((h) => {
    const share = shares.get(h) ?? rarest;
    return share < OPEN_INDEX_SHARE && indexPaysForCount(share, known.rows, cap);
  });
}

/** The rows a page's statement stops at (a first page of 48 and the one that says there is more): a page's cap in usesOpenIndex. */
export const OPEN_PAGE_ROWS = 49;

/** Whether listing `share` × `rows` index entries costs less than testing cap / share rows one by one (usesOpenIndex). */
export const indexPaysForCount = (share: number, rows: number, cap: number) => share * share * rows < ROW_TEST_COST * cap;

/**
 * Open at this statement's start: through the hour of the week's index when few listings are open
 * (readOpenShares), else the ranges row by row in the order the rest of the query reads them.
 */
export const openNow = (t: Located, now = Date.now(), countCap?: number) => {
  const hours = hoursAroundNow(now);
  return usesOpenIndex(t, hours, countCap) ? openAtIndexed(t, sql`now()`, hours) : openAt(t, sql`now()`);
};

/** Whether a query is narrowed by the geo words (its count is then capped, as a search's). */
export const isGeoNarrowed = (query: GeoQuery) => query.open === "now" || (query.near !== undefined && query.radius !== undefined);

/** With ?near=, a list's rows also say how far they are (meters). */
export function withDistance<C extends Record<string, unknown>>(table: Located, columns: C, query: GeoQuery) {
  return query.near ? { ...columns, distance: distanceTo(table, query.near) } : columns;
}

/** Whether a list query has geo words at all: then it is keyed by them and charged as a search when it misses the cache. */
export const hasGeo = (query: GeoQuery) => query.near !== undefined || query.open === "now";

/** The geo words as a cache key part ("" without them): the resolved position, so a ZIP and its neighborhood share entries. */
export function geoCacheKey(query: GeoQuery): string {
  if (!hasGeo(query)) return "";
  const near = query.near ? `${query.near.lat.toFixed(6)},${query.near.lng.toFixed(6)}` : "";
  return `&near=${near}&sort=${query.sort ?? ""}&radius=${query.radius ?? ""}&open=${query.open ?? ""}`;
}

/** An open-now answer is true until the next minute (hours change on the minute): when a cached one expires. */
export const openNowExpiry = (query: GeoQuery, now = Date.now()) => (query.open === "now" ? Math.floor(now / 60_000) * 60_000 + 60_000 : undefined);

/**
 * A near-me or open-now list counts at most this many matches ("1,000+ professionals within 6
 * mi"): each match counted is a GiST probe or an hours test, and a heap fetch (~4 µs), so counting
 * 10,000 of them (a search's cap) took 35-60 ms at 100,000 listings, most of a near-me answer; the
 * page itself takes ~2 ms. Open now (issue 26 item 1): 10,001 open listings counted at 1,000,000
 * read ~60,000 rows, 111 of the 180 ms of an open-now first page.
 */
export const GEO_COUNT_CAP = 1000;
export const geoCountCap = (query: GeoQuery, cap: number) =>
  query.open === "now" || (query.near && (query.sort === "distance" || query.radius !== undefined)) ? Math.min(cap, GEO_COUNT_CAP) : cap;
