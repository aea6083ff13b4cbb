import { Router } from "express";
import { inboxListQuerySchema, inquiryNoteRequestSchema, inquiryPatchSchema, inquiryReplyRequestSchema, type StaffOption } from "@shared/admin/inbox";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@shared/paging";
import { idParamSchema } from "@shared/schema";
import { auditActor } from "../../audit/record-audit";
import { currentStaff, requireRole, type StaffUser } from "../../auth/staff";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { streamInboxCsv } from "./admin-csv";
import { listingDraft } from "./admin-listing-draft";
import { decodeCursor, getInboxDetail, inboxWhere, listInbox, listInboxKinds } from "./admin-queries";
import { addInquiryNote, sendInquiryReply, updateInquiry } from "./admin-writes";

/** Who can be assigned a message. */
export interface StaffDirectory {
  list(): Promise<StaffOption[]>;
  has(id: string): Promise<boolean>;
}

export interface InboxAdminDeps {
  db: Db;
  /** Wakes the outbox worker after a reply is queued (else it finds the mail at its next poll). */
  onMailQueued?: (() => void) | undefined;
  staff: StaffDirectory;
}

/**
 * The staff inbox under /api/admin (server/admin/routes.ts): every message visitors sent,
 * its notes and replies. Editors and admins; every write is audited in its own transaction.
 */
export function inboxAdminRouter({ db, onMailQueued, staff }: InboxAdminDeps): Router {
  const router = Router();
  const filterOf = (query: unknown, me: StaffUser) => {
    const { cursor, limit, ...filter } = inboxListQuerySchema.parse(query);
    return { where: inboxWhere(filter, me.id), cursor: decodeCursor(cursor), limit };
  };
  const idOf = (params: unknown) => idParamSchema.parse(params).id;

  router.get("/inquiries", requireRole("editor"), async (req, res) => {
    const { where, cursor, limit } = filterOf(req.query, currentStaff(res));
    const page = await listInbox(db, where, limit, cursor);
    res.set(TOTAL_COUNT_HEADER, String(page.total));
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.json(page.rows);
  });

  router.get("/inquiries.csv", requireRole("editor"), async (req, res) => {
    const { where, cursor } = filterOf(req.query, currentStaff(res));
    if (cursor) throw new HttpError(400, "cursor: the CSV export has every matching message; leave cursor out");
    await streamInboxCsv(db, where, res, `inquiries-${new Date().toISOString().slice(0, 10)}.csv`);
  });

  router.get("/inquiries/kinds", requireRole("editor"), async (_req, res) => {
    res.json(await listInboxKinds(db));
  });

  router.get("/inquiries/assignees", requireRole("editor"), async (_req, res) => {
    res.json(await staff.list());
  });

  router.get("/inquiries/:id", requireRole("editor"), async (req, res) => {
    const id = idOf(req.params);
    const detail = await getInboxDetail(db, id);
    if (!detail) throw new HttpError(404, `No message #${id}`);
    res.json(detail);
  });

  router.get("/inquiries/:id/listing-draft", requireRole("editor"), async (req, res) => {
    res.json(await listingDraft(db, idOf(req.params)));
  });

  router.patch("/inquiries/:id", requireRole("editor"), async (req, res) => {
    const id = idOf(req.params);
    const patch = inquiryPatchSchema.parse(req.body);
    // Before the transaction: the embedded database has one connection, which the transaction holds.
    if (patch.assigneeId && !(await staff.has(patch.assigneeId))) throw new HttpError(400, "assigneeId: no staff member has this id");
    await updateInquiry(db, auditActor(req, res), id, patch);
    res.json(await getInboxDetail(db, id));
  });

  router.post("/inquiries/:id/notes", requireRole("editor"), async (req, res) => {
    const id = idOf(req.params);
    const { body } = inquiryNoteRequestSchema.parse(req.body);
    await addInquiryNote(db, auditActor(req, res), id, body);
    res.status(201).json(await getInboxDetail(db, id));
  });

  router.post("/inquiries/:id/replies", requireRole("editor"), async (req, res) => {
    const id = idOf(req.params);
    const reply = inquiryReplyRequestSchema.parse(req.body);
    await sendInquiryReply(db, auditActor(req, res), id, reply);
    onMailQueued?.();
    res.status(201).json(await getInboxDetail(db, id));
  });

  return router;
}
