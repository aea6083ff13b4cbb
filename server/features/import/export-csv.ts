import { once } from "node:events";
import { asc, eq, gt } from "drizzle-orm";
import type { Response } from "express";
import type { ImportKind } from "@shared/admin/import";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema";
import { csvCell } from "../../lib/csv-cell";
import { COLUMNS, EXTERNAL_ID, joinList, type Column } from "./columns";
import { listingTable, type ListingRow } from "./listing-tables";

/** Rows read per query: memory stays flat whatever the table's size. */
const PAGE_ROWS = 2000;

function cell(column: Column, row: ListingRow & { categorySlug: string | null }): string {
  const value = row[column.field];
  if (column.type === "list") return joinList(value as string[]);
  if (column.type === "category") return row.categorySlug ?? "";
  if (column.type === "published") return row.unpublishedAt === null ? "yes" : "no";
  return value === null || value === undefined ? "" : String(value);
}

/**
 * Every listing of a kind, unpublished ones too, as CSV in the import's format: read in pages
 * by id (keyset) and written as each page arrives, waiting for the client when its buffer is
 * full, so a million rows never sit in memory. Formula-like cells are made inert (csvCell).
 */
export async function streamExport(db: Db, kind: ImportKind, res: Response): Promise<void> {
  const table = listingTable(kind);
  const columns = COLUMNS[kind];
  let closed = false;
  res.on("close", () => (closed = true));
  res.status(200).set({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${kind}.csv"` });
  res.write([EXTERNAL_ID, ...columns.map((c) => c.header)].join(",") + "\r\n");
  for (let after = 0; !closed;) {
    const page = (await db
      .select({ row: table, categorySlug: categories.slug })
      .from(table)
      .leftJoin(categories, eq(categories.id, table.categoryId))
      .where(gt(table.id, after))
      .orderBy(asc(table.id))
      .limit(PAGE_ROWS)) as unknown as { row: ListingRow; categorySlug: string | null }[];
    if (page.length === 0) break;
    after = page.at(-1)!.row.id;
    const text = page
      .map(({ row, categorySlug }) => [row.externalId ?? `#${row.id}`, ...columns.map((c) => cell(c, { ...row, categorySlug }))].map(csvCell).join(","))
      .join("\r\n");
    if (!res.write(text + "\r\n") && !closed) await Promise.race([once(res, "drain"), once(res, "close")]);
  }
  res.end();
}
