import type { Response } from "express";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fallbackLogger } from "../../lib/logger";
import { describeError } from "../../middleware/database-errors";
import { inboxRowsAfter } from "./admin-queries";
import { csvHeader, csvLine } from "./inquiries-export";

/** Rows read per query: the export holds one batch in memory, whatever the inbox's size. */
export const CSV_BATCH = 500;

/** The client took the last chunk, or went away. */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/**
 * Streams every matching message as CSV (the CLI's columns, formula cells made inert by
 * csvCell), one keyset batch at a time, waiting for the client to drain each one. A failure
 * after the first bytes cannot become an error answer any more: the connection is cut, so the
 * client sees a broken download instead of a file that looks complete.
 */
export async function streamInboxCsv(db: Db, where: SQL | undefined, res: Response, filename: string): Promise<void> {
  let batch = await inboxRowsAfter(db, where, CSV_BATCH, undefined);
  res.status(200);
  res.set({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` });
  try {
    res.write(`${csvHeader}\r\n`);
    for (;;) {
      const chunk = batch.rows.map((r) => `${csvLine(r)}\r\n`).join("");
      if (chunk && !res.write(chunk)) await drained(res);
      if (!batch.next || res.destroyed) break;
      batch = await inboxRowsAfter(db, where, CSV_BATCH, batch.next);
    }
    res.end();
  } catch (err) {
    (res.req.log ?? fallbackLogger()).error({ err: describeError(err) }, "inbox CSV export failed mid-stream");
    res.destroy();
  }
}
