import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../lib/repo-root";

/** What an article's front matter may name: the listing keys of each kind, as "professional:<key>" / "business:<key>". */
export type ListingKeys = ReadonlySet<string>;

const SAMPLE_DIR = join(repoRoot, "server/db/sample-data");

function keysIn(file: string, type: string): string[] {
  const rows: unknown = JSON.parse(readFileSync(join(SAMPLE_DIR, file), "utf8"));
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => (row && typeof row === "object" && "key" in row && typeof row.key === "string" ? [`${type}:${row.key}`] : []));
}

/**
 * The keys of the sample directory (server/db/sample-data), read as plain JSON: the content
 * build runs in Vite's config and needs no database code. The seed gives each of these
 * listings the external_id "sample:<key>"; server/db/load-sample-data.ts checks the files.
 */
export function sampleListingKeys(): ListingKeys {
  return new Set([...keysIn("professionals.json", "professional"), ...keysIn("businesses.json", "business")]);
}
