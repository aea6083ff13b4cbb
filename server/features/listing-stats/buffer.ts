import type { ListingKind } from "../../db/schema";

/** The counters one flush adds to a listing's day (visitors are counted by the database, from the hashes). */
export interface Counter {
  day: string;
  kind: ListingKind;
  id: number;
  views: number;
  appearances: number;
  phone: number;
  website: number;
  contact: number;
  map: number;
}
export type CounterField = "views" | "appearances" | "phone" | "website" | "contact" | "map";

export interface TermCount {
  day: string;
  kind: ListingKind;
  id: number;
  /** The raw term key (termKey below); the flush turns it into words a person reads. */
  term: string;
  n: number;
}

export interface VisitorHash {
  day: string;
  kind: ListingKind;
  id: number;
  visitor: string;
}

/**
 * One search or filter, as a key: the folded search words, then category ids, then category
 * slugs. Kept raw while counting (no look-up on the hot path); the flush names the categories.
 */
export const termKey = (search: string | undefined, categoryIds: readonly number[], slugs: readonly string[] | undefined) =>
  `${search ?? ""}\u0001${categoryIds.join(",")}\u0001${slugs?.join(",") ?? ""}`;

/**
 * What one process has counted since its last flush. Appearances are kept as the page objects
 * themselves (a cached first page is the same array from hit to hit): counting one costs a map
 * look-up, whatever the page's size, and `expand` spreads them over the listings at flush time.
 */
export class StatsBuffer {
  readonly counters = new Map<string, Counter>();
  readonly terms = new Map<string, TermCount>();
  readonly visitors = new Map<string, VisitorHash>();
  /** rows of a first page → `${day}\n${limit}\n${termKey}` → times shown. */
  readonly pages = new Map<readonly { id: number }[], Map<string, number>>();
  pageEntries = 0;

  counter(day: string, kind: ListingKind, id: number): Counter {
    const key = `${day}|${kind}|${id}`;
    let counter = this.counters.get(key);
    if (!counter) {
      counter = { day, kind, id, views: 0, appearances: 0, phone: 0, website: 0, contact: 0, map: 0 };
      this.counters.set(key, counter);
    }
    return counter;
  }

  addTerm(day: string, kind: ListingKind, id: number, term: string, n: number) {
    const key = `${day}|${kind}|${id}|${term}`;
    const found = this.terms.get(key);
    if (found) found.n += n;
    else this.terms.set(key, { day, kind, id, term, n });
  }

  addVisitor(hash: VisitorHash) {
    this.visitors.set(`${hash.day}|${hash.kind}|${hash.id}|${hash.visitor}`, hash);
  }

  /** Spreads the pages counted so far over their first `limit` listings (all professionals). */
  expand() {
    for (const [rows, shown] of this.pages)
      for (const [key, n] of shown) {
        const [day, limit, term] = key.split("\n") as [string, string, string];
        for (const row of rows.slice(0, Number(limit))) {
          this.counter(day, "professional", row.id).appearances += n;
          this.addTerm(day, "professional", row.id, term, n);
        }
      }
    this.pages.clear();
    this.pageEntries = 0;
  }

  /** Adds another buffer's counts to this one (a failed flush's counts go back for the next). */
  merge(other: StatsBuffer) {
    other.expand();
    for (const c of other.counters.values()) {
      const mine = this.counter(c.day, c.kind, c.id);
      for (const field of ["views", "appearances", "phone", "website", "contact", "map"] as const) mine[field] += c[field];
    }
    for (const t of other.terms.values()) this.addTerm(t.day, t.kind, t.id, t.term, t.n);
    for (const v of other.visitors.values()) this.addVisitor(v);
  }

  get size() {
    return this.counters.size + this.terms.size + this.visitors.size + this.pageEntries;
  }
}
