import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema";
import type { StatsBuffer } from "./buffer";

/** Longest search term kept (the API accepts up to 100 characters of search, plus category names). */
const MAX_TERM = 200;

/**
 * Words a person reads for a raw term key (buffer.ts termKey): the search as typed (folded), then
 * the names of the filtered categories, e.g. "dentist · Health Care".
 */
async function termLabels(db: Db, keys: Set<string>): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const needsCategories = [...keys].some((key) => !key.endsWith("\u0001\u0001"));
  const rows = needsCategories ? await db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories) : [];
  const byId = new Map(rows.map((c) => [String(c.id), c.name]));
  const bySlug = new Map(rows.map((c) => [c.slug, c.name]));
  for (const key of keys) {
    const [search, ids, slugs] = key.split("\u0001") as [string, string, string];
    const names = [...ids.split(",").map((id) => byId.get(id)), ...slugs.split(",").map((slug) => bySlug.get(slug))].filter((n): n is string => Boolean(n));
    const label = [search.trim(), [...new Set(names)].sort().join(", ")].filter(Boolean).join(" · ");
    labels.set(key, (label || "(all listings)").slice(0, MAX_TERM));
  }
  return labels;
}

export interface FlushOutcome {
  counters: number;
  visitors: number;
  terms: number;
  /** Time spent in the database (labels and the upsert), in ms. */
  dbMs: number;
}

/**
 * Writes a buffer in ONE statement: the counters, the new visitor hashes and the search terms,
 * each list as one JSON parameter (no limit on rows, and PGlite parses one text faster than
 * thousands of bound values, see import/bulk-upsert.ts). Counts for ids that are no listing (a
 * forged beacon) are dropped by the join with the listing tables, so junk never becomes a row.
 * A visitor hash that is new for its day (ON CONFLICT DO NOTHING … RETURNING) adds one to the
 * day's unique visitors, so several processes never count one visitor twice.
 */
export async function flushBuffer(db: Db, buffer: StatsBuffer): Promise<FlushOutcome> {
  buffer.expand();
  const started = performance.now();
  if (buffer.counters.size === 0) return { counters: 0, visitors: 0, terms: 0, dbMs: 0 };
  const labels = buffer.terms.size ? await termLabels(db, new Set([...buffer.terms.values()].map((t) => t.term))) : new Map<string, string>();
  const counters = JSON.stringify([...buffer.counters.values()]);
  const visitors = JSON.stringify([...buffer.visitors.values()]);
  // Two raw keys can read the same ("dentist" by id and by slug): add them up first, one row per key.
  const merged = new Map<string, { day: string; kind: string; id: number; term: string; n: number }>();
  for (const t of buffer.terms.values()) {
    const term = labels.get(t.term)!;
    const key = `${t.day}|${t.kind}|${t.id}|${term}`;
    const found = merged.get(key);
    if (found) found.n += t.n;
    else merged.set(key, { ...t, term });
  }
  const terms = JSON.stringify([...merged.values()]);
  await db.execute(sql`
    with counts as (
      select * from jsonb_to_recordset(${counters}::jsonb)
        as c(day date, kind text, id int, views int, appearances int, phone int, website int, contact int, map int)
    ),
    listed as (
      select c.* from counts c
      left join professionals p on c.kind = 'professional' and p.id = c.id
      left join businesses b on c.kind = 'business' and b.id = c.id
      where p.id is not null or b.id is not null
    ),
    new_visitors as (
      insert into stats_visitors (day, listing_kind, listing_id, visitor)
      select v.day, v.kind, v.id, v.visitor
      from jsonb_to_recordset(${visitors}::jsonb) as v(day date, kind text, id int, visitor text)
      join listed l on l.day = v.day and l.kind = v.kind and l.id = v.id
      on conflict do nothing
      returning day, listing_kind, listing_id
    ),
    visitor_counts as (
      select day, listing_kind as kind, listing_id as id, count(*)::int as n from new_visitors group by 1, 2, 3
    ),
    term_rows as (
      insert into listing_stat_terms (listing_kind, listing_id, day, term, appearances)
      select t.kind, t.id, t.day, t.term, t.n
      from jsonb_to_recordset(${terms}::jsonb) as t(day date, kind text, id int, term text, n int)
      join listed l on l.day = t.day and l.kind = t.kind and l.id = t.id
      on conflict (listing_kind, listing_id, day, term) do update set appearances = listing_stat_terms.appearances + excluded.appearances
      returning 1
    )
    insert into listing_stats_daily (listing_kind, listing_id, day, views, visitors, appearances, phone_clicks, website_clicks, contact_clicks, map_clicks)
    select l.kind, l.id, l.day, l.views, coalesce(vc.n, 0), l.appearances, l.phone, l.website, l.contact, l.map
    from listed l left join visitor_counts vc on vc.day = l.day and vc.kind = l.kind and vc.id = l.id
    on conflict (listing_kind, listing_id, day) do update set
      views = listing_stats_daily.views + excluded.views,
      visitors = listing_stats_daily.visitors + excluded.visitors,
      appearances = listing_stats_daily.appearances + excluded.appearances,
      phone_clicks = listing_stats_daily.phone_clicks + excluded.phone_clicks,
      website_clicks = listing_stats_daily.website_clicks + excluded.website_clicks,
      contact_clicks = listing_stats_daily.contact_clicks + excluded.contact_clicks,
      map_clicks = listing_stats_daily.map_clicks + excluded.map_clicks
  `);
  return { counters: buffer.counters.size, visitors: buffer.visitors.size, terms: merged.size, dbMs: performance.now() - started };
}
