import type { OpeningHours } from "@shared/hours";
import type { ListingKind } from "@shared/listing-kind";
import type { ResponseFigures } from "@shared/leads";
import type { Db } from "../../db/client";
import { pageResponseFigures } from "../../db/lead-figures";
import type { Page } from "./queries";

/**
 * A list page with its cards' response figures (issue 31): "Usually responds within 2 hours" and
 * "Responds to 9 of 10 requests" on the rows of listings with 5 leads or more in 90 days, read for
 * the whole page in one query (lead-figures.ts). Rows below that threshold go out unchanged, so a
 * page of listings that have no leads costs its JSON nothing. Gold plays no part.
 */
export async function withResponseFigures<T extends { id: number; hours: OpeningHours | null; responseFigures?: ResponseFigures | null | undefined }>(
  db: Db,
  kind: ListingKind,
  page: Page<T>,
): Promise<Page<T>> {
  const figures = await pageResponseFigures(db, kind, page.rows);
  if (figures.size === 0) return page;
  return { ...page, rows: page.rows.map((row) => (figures.has(row.id) ? { ...row, responseFigures: figures.get(row.id) } : row)) };
}
