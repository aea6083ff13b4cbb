import { and, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import express, { type Router } from "express";
import { accountMessagesQuerySchema, messageIdParamsSchema, type AccountMessage } from "../../../shared/account/messages";
import { NEXT_CURSOR_HEADER } from "../../../shared/paging";
import { recordAudit } from "../../audit/record-audit";
import { inquiries, type ListingKind } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { decodeIdCursor, encodeIdCursor } from "../../lib/id-cursor";
import type { AccountDeps } from "../../account/deps";
import { currentListing, ownerAuditActor, requireAccount, requireListingOwner } from "../../account/owner";

/**
 * An owner sees a listing's change reports here, never spam. Its contact messages are leads of
 * kind "message" since issue 31 (server/features/leads/account-routes.ts): one inbox, not two.
 */
const ofListing = (kind: ListingKind, id: number): SQL =>
  and(eq(inquiries.listingKind, kind), eq(inquiries.listingId, id), inArray(inquiries.kind, ["report"]), ne(inquiries.status, "spam"))!;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

const messageColumns = {
  id: inquiries.id,
  kind: inquiries.kind,
  name: inquiries.name,
  email: inquiries.email,
  message: inquiries.message,
  createdAt: inquiries.createdAt,
  answeredAt: inquiries.ownerAnsweredAt,
};

interface MessageRow {
  id: number;
  kind: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date | string;
  answeredAt: string | null;
}

function toMessage(row: MessageRow): AccountMessage {
  const report = row.kind === "report";
  return {
    id: row.id,
    kind: report ? "report" : "contact",
    name: row.name,
    email: report || !row.email ? null : row.email,
    message: row.message,
    createdAt: iso(row.createdAt)!,
    answeredAt: iso(row.answeredAt),
  };
}

/**
 * The messages of an owned listing (issue 16 item 6): GET /listings/:kind/:id/messages, newest
 * first, keyset by id (inquiries_listing_idx finds the listing's rows); POST
 * /listings/:kind/:id/messages/:messageId/answered marks one answered, once (the first time is
 * kept; a second call changes nothing and writes no audit entry). Staff keep their own status
 * in the inbox: an owner's answer does not move it.
 */
export function messageRouter({ db, now }: AccountDeps): Router {
  const router = express.Router();

  router.get("/listings/:kind/:id/messages", requireAccount, requireListingOwner(db), async (req, res) => {
    const { kind, id } = currentListing(res);
    const query = accountMessagesQuerySchema.parse(req.query);
    const after = decodeIdCursor(query.cursor);
    const rows = await db
      .select(messageColumns)
      .from(inquiries)
      .where(and(ofListing(kind, id), after === undefined ? undefined : lt(inquiries.id, after)))
      .orderBy(desc(inquiries.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    if (rows.length > query.limit) res.set(NEXT_CURSOR_HEADER, encodeIdCursor(page.at(-1)!.id));
    res.json(page.map(toMessage));
  });

  router.post("/listings/:kind/:id/messages/:messageId/answered", requireAccount, requireListingOwner(db), async (req, res) => {
    const { kind, id } = currentListing(res);
    const { messageId } = messageIdParamsSchema.parse(req.params);
    const actor = ownerAuditActor(req, res);
    const answered = await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(inquiries)
        .set({ ownerAnsweredAt: now().toISOString(), updatedAt: sql`now()` })
        .where(and(eq(inquiries.id, messageId), ofListing(kind, id), isNull(inquiries.ownerAnsweredAt)))
        .returning(messageColumns);
      if (marked) {
        await recordAudit(tx, actor, {
          action: "inquiry.owner_answered",
          entityType: "inquiry",
          entityId: messageId,
          before: { ownerAnsweredAt: null },
          after: { ownerAnsweredAt: iso(marked.answeredAt) },
        });
        return marked;
      }
      const [existing] = await tx
        .select(messageColumns)
        .from(inquiries)
        .where(and(eq(inquiries.id, messageId), ofListing(kind, id)));
      // Another listing's message, spam, or none at all: the same answer, so ids reveal nothing.
      if (!existing) throw new HttpError(404, "Message not found.");
      return existing;
    });
    res.json(toMessage(answered));
  });

  return router;
}
