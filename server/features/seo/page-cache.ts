import { goldLapse, type ValueCache } from "../directory/cache";
import type { PageAnswer } from "./page-answer";

type Row = { goldUntil: string | null };
const isRow = (value: unknown): value is Row => typeof value === "object" && value !== null && "goldUntil" in value;

/**
 * Every professional a page shows (a record, a list's rows, a team), for when a Gold listing
 * lapses: the page's parts read straight from the database (a magazine card) carry no expiry of their own.
 */
function professionalsIn(answer: PageAnswer): Row[] {
  if (answer.status === 301) return [];
  return answer.queries.flatMap(({ data }) => {
    const list = Array.isArray(data) ? data : data && typeof data === "object" && "rows" in data && Array.isArray(data.rows) ? data.rows : [data];
    return list.filter(isRow);
  });
}

/**
 * A directory page's answer from the value cache (invalidated by any write to the directory,
 * in every process), or from `load` when it is not there or out of date. A hit is the same
 * object each time, so the page renders its head and data once (routes.ts). It is kept no
 * longer than the cached values it was composed of (a listing's detail with its response
 * figures, good for 10 minutes): the cache lowers the page's expiry to theirs (cache.ts).
 */
export async function cachedPage(cache: ValueCache, key: string, load: () => Promise<PageAnswer>): Promise<PageAnswer> {
  const answer = await cache.get(`page:${key}`, async () => {
    const value = await load();
    return { value, expiresAt: goldLapse(professionalsIn(value)) };
  });
  return answer!;
}
