import { once } from "node:events";
import express, { type Request, type Router } from "express";
import { NEXT_CURSOR_HEADER } from "@shared/paging";
import { partnerCursorSchema, partnerListingsQuerySchema } from "@shared/partners";
import type { Db } from "../../db/client";
import { cursorCodec } from "../../lib/cursor-codec";
import { allowLongRequest } from "../../middleware/request-timeout";
import { requirePartnerScope } from "./key-gate";
import { allListings, changedListings } from "./listing-reads";

const cursors = cursorCodec(partnerCursorSchema);

/**
 * /api/partner (issue 32): the bulk reads a partner key unlocks. Both need a key with the right
 * scope (partnerKeyGate has checked the key and counted the request before these run).
 */
export function partnerRouter(db: Db, siteOf: (req: Request) => string): Router {
  const router = express.Router();

  // GET /api/partner/listings?changedSince=…&cursor=…&limit=…: oldest change first; X-Next-Cursor while more follow.
  router.get("/partner/listings", requirePartnerScope("listings:read"), async (req, res) => {
    const query = partnerListingsQuerySchema.parse(req.query);
    const cursor = cursors.decode(query.cursor);
    const page = await changedListings(db, siteOf(req), { since: query.changedSince, cursor, limit: query.limit });
    res.set("Cache-Control", "private, no-store");
    if (page.next) res.set(NEXT_CURSOR_HEADER, cursors.encode(page.next));
    res.json(page.items);
  });

  // GET /api/partner/export.ndjson: every published listing, one JSON object a line, streamed page by page.
  router.get("/partner/export.ndjson", requirePartnerScope("listings:export"), async (req, res) => {
    // A whole directory takes longer than REQUEST_TIMEOUT_MS to stream to a slow reader; it is paced by the reader, not stuck.
    allowLongRequest(res);
    res.status(200);
    res.set({ "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "private, no-store" });
    res.set("Content-Disposition", 'attachment; filename="listings.ndjson"');
    const origin = siteOf(req);
    for await (const page of allListings(db, origin)) {
      if (res.destroyed) return;
      const chunk = page.map((l) => JSON.stringify(l)).join("\n") + "\n";
      // Waits for a slow reader instead of holding the whole directory in memory.
      if (!res.write(chunk)) await Promise.race([once(res, "drain"), once(res, "close")]);
    }
    res.end();
  });

  return router;
}
