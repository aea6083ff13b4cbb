import { and, desc, eq, lt, ne, sql, type SQL } from "drizzle-orm";
import express, { type Router } from "express";
import { leadIdParamsSchema, leadReplySchema, leadStatusUpdateSchema, ownerLeadsQuerySchema, type LeadReplyChannel } from "@shared/leads";
import { NEXT_CURSOR_HEADER } from "@shared/paging";
import type { AccountDeps } from "../../account/deps";
import { currentAccount, currentListing, ownerAuditActor, requireAccount, requireListingOwner, type OwnedListing } from "../../account/owner";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import { leads } from "../../db/lead-schema";
import { listingKey, listingNames } from "../../db/listing-tables";
import { emailOutbox } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { decodeIdCursor, encodeIdCursor } from "../../lib/id-cursor";
import { leadColumns, toOwnerLead, type LeadViewRow } from "./lead-view";
import { ownerReply } from "./mails";

const ofListing = (listing: OwnedListing): SQL => and(eq(leads.listingKind, listing.kind), eq(leads.listingId, listing.id))!;

async function findLead(db: Db, listing: OwnedListing, leadId: number): Promise<LeadViewRow> {
  const [row] = await db
    .select(leadColumns)
    .from(leads)
    .where(and(eq(leads.id, leadId), ofListing(listing)));
  // Another listing's lead or none at all: the same answer, so ids reveal nothing.
  if (!row) throw new HttpError(404, "Request not found.");
  return row;
}

/** Marks the first reply (status replied unless already won/lost/spam); later replies keep it. */
async function markReplied(tx: Db, lead: LeadViewRow, channel: LeadReplyChannel, at: Date, actor: AuditActor, extra: Record<string, unknown> = {}) {
  const first = lead.firstRepliedAt === null;
  const status = lead.status === "new" || lead.status === "viewed" ? "replied" : lead.status;
  await tx
    .update(leads)
    .set({
      status,
      ...(first ? { firstRepliedAt: at.toISOString(), replyChannel: channel } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(leads.id, lead.id));
  await recordAudit(tx, actor, {
    action: channel === "phone" ? "lead.replied_by_phone" : "lead.reply",
    entityType: "lead",
    entityId: lead.id,
    before: { status: lead.status, firstRepliedAt: lead.firstRepliedAt },
    after: { status, firstRepliedAt: first ? at.toISOString() : lead.firstRepliedAt, ...extra },
  });
}

/**
 * The owners' lead inbox (issue 31), under /api/account/listings/:kind/:id/leads: one inbox for
 * quotes, appointments and Contact-button messages. Opening a lead marks it viewed; a reply from
 * the page goes through the outbox to the visitor (reply-to the owner); every write is audited.
 */
export function ownerLeadsRouter({ db, now, onMailQueued }: AccountDeps): Router {
  const router = express.Router();
  const base = "/listings/:kind/:id/leads";

  router.get(base, requireAccount, requireListingOwner(db), async (req, res) => {
    const listing = currentListing(res);
    const query = ownerLeadsQuerySchema.parse(req.query);
    const after = decodeIdCursor(query.cursor);
    // Spam is hidden unless asked for by its status.
    const status = query.status ? eq(leads.status, query.status) : ne(leads.status, "spam");
    const rows = await db
      .select(leadColumns)
      .from(leads)
      .where(and(ofListing(listing), status, after === undefined ? undefined : lt(leads.id, after)))
      .orderBy(desc(leads.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    if (rows.length > query.limit) res.set(NEXT_CURSOR_HEADER, encodeIdCursor(page.at(-1)!.id));
    res.json(page.map(toOwnerLead));
  });

  // Opening a lead marks it viewed (once, audited).
  router.get(`${base}/:leadId`, requireAccount, requireListingOwner(db), async (req, res) => {
    const listing = currentListing(res);
    const { leadId } = leadIdParamsSchema.parse(req.params);
    const lead = await findLead(db, listing, leadId);
    if (lead.status !== "new") return res.json(toOwnerLead(lead));
    const actor = ownerAuditActor(req, res);
    const viewed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(leads)
        .set({ status: "viewed", viewedAt: now().toISOString(), updatedAt: sql`now()` })
        .where(and(eq(leads.id, leadId), eq(leads.status, "new")))
        .returning(leadColumns);
      if (row)
        await recordAudit(tx, actor, { action: "lead.viewed", entityType: "lead", entityId: leadId, before: { status: "new" }, after: { status: "viewed" } });
      return row ?? lead;
    });
    res.json(toOwnerLead(viewed));
  });

  router.post(`${base}/:leadId/reply`, requireAccount, requireListingOwner(db), async (req, res) => {
    const listing = currentListing(res);
    const { leadId } = leadIdParamsSchema.parse(req.params);
    const { body } = leadReplySchema.parse(req.body);
    const lead = await findLead(db, listing, leadId);
    if (lead.status === "spam") throw new HttpError(409, "This request is marked as spam.");
    const owner = currentAccount(res);
    const names = await listingNames(db, [{ listingKind: listing.kind, listingId: listing.id }]);
    const mail = ownerReply(lead, names.get(listingKey(listing.kind, listing.id)) ?? "", body, lead.locale);
    await db.transaction(async (tx) => {
      const [queued] = await tx
        .insert(emailOutbox)
        .values({ ...mail, replyTo: owner.email })
        .returning({ id: emailOutbox.id });
      await markReplied(tx, lead, "email", now(), ownerAuditActor(req, res), { outboxId: queued!.id });
    });
    onMailQueued?.();
    res.status(201).json(toOwnerLead(await findLead(db, listing, leadId)));
  });

  router.post(`${base}/:leadId/replied-by-phone`, requireAccount, requireListingOwner(db), async (req, res) => {
    const listing = currentListing(res);
    const { leadId } = leadIdParamsSchema.parse(req.params);
    const lead = await findLead(db, listing, leadId);
    if (lead.status === "spam") throw new HttpError(409, "This request is marked as spam.");
    await db.transaction((tx) => markReplied(tx, lead, "phone", now(), ownerAuditActor(req, res)));
    res.json(toOwnerLead(await findLead(db, listing, leadId)));
  });

  router.post(`${base}/:leadId/status`, requireAccount, requireListingOwner(db), async (req, res) => {
    const listing = currentListing(res);
    const { leadId } = leadIdParamsSchema.parse(req.params);
    const { status } = leadStatusUpdateSchema.parse(req.body);
    const lead = await findLead(db, listing, leadId);
    if (lead.status !== status)
      await db.transaction(async (tx) => {
        await tx
          .update(leads)
          .set({ status, updatedAt: sql`now()` })
          .where(and(eq(leads.id, leadId), ofListing(listing)));
        await recordAudit(tx, ownerAuditActor(req, res), {
          action: "lead.status",
          entityType: "lead",
          entityId: leadId,
          before: { status: lead.status },
          after: { status },
        });
      });
    res.json(toOwnerLead(await findLead(db, listing, leadId)));
  });

  return router;
}
