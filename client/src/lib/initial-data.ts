import type { QueryClient } from "@tanstack/react-query";
import { INITIAL_DATA_ELEMENT_ID, type InitialData, type SeedEntry } from "@shared/initial-data";

/** The data the server embedded in the page (shared/initial-data.ts), or none. */
export function readInitialData(doc: Document = document): InitialData | null {
  const element = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (!parsed || typeof parsed !== "object" || !Array.isArray((parsed as InitialData).queries)) return null;
    return parsed as InitialData;
  } catch {
    // A broken payload only costs the round trips it would have saved.
    return null;
  }
}

const isEntry = (entry: SeedEntry) => Array.isArray(entry.key) && entry.data !== undefined;

/**
 * Writes each query's data under its key before the first render. A paged list arrives as
 * its first page and becomes the infinite query's shape: { pages, pageParams: [undefined] }.
 */
export function seedQueryClient(client: QueryClient, data: InitialData | null): void {
  for (const entry of data?.queries ?? []) {
    if (!isEntry(entry)) continue;
    client.setQueryData(entry.key, entry.infinite ? { pages: [entry.data], pageParams: [undefined] } : entry.data);
  }
}
