import { eq, sql } from "drizzle-orm";
import { refusedTransition, type InboxStatus, type InquiryPatch } from "@shared/admin/inbox";
import type { AuditActor } from "../../audit/record-audit";
import { recordAudit } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import { emailOutbox, inquiries, inquiryNotes, inquiryReplies } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The message, locked for the rest of the transaction, so two staff changes to it apply one after the other. */
async function lockInquiry(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: inquiries.id, status: inquiries.status, assigneeId: inquiries.assigneeId, email: inquiries.email, kind: inquiries.kind })
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .for("update");
  if (!row) throw new HttpError(404, `No message #${id}`);
  return row;
}

/** Status and/or assignee; audited with the fields that changed. Nothing changed: nothing written. */
export async function updateInquiry(db: Db, actor: AuditActor, id: number, patch: InquiryPatch): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockInquiry(tx, id);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (patch.status !== undefined && patch.status !== current.status) {
      const refused = refusedTransition(current.status as InboxStatus, patch.status);
      if (refused) throw new HttpError(409, refused);
      before.status = current.status;
      after.status = patch.status;
    }
    if (patch.assigneeId !== undefined && patch.assigneeId !== current.assigneeId) {
      before.assigneeId = current.assigneeId;
      after.assigneeId = patch.assigneeId;
    }
    if (Object.keys(after).length === 0) return;
    await tx
      .update(inquiries)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(inquiries.id, id));
    await recordAudit(tx, actor, { action: "inquiry.update", entityType: "inquiry", entityId: id, before, after });
  });
}

export async function addInquiryNote(db: Db, actor: AuditActor, id: number, body: string): Promise<number> {
  return db.transaction(async (tx) => {
    await lockInquiry(tx, id);
    const [note] = await tx
      .insert(inquiryNotes)
      .values({ inquiryId: id, authorId: actor.actorId, authorEmail: actor.actorEmail, body })
      .returning({ id: inquiryNotes.id });
    await tx
      .update(inquiries)
      .set({ updatedAt: sql`now()` })
      .where(eq(inquiries.id, id));
    await recordAudit(tx, actor, { action: "inquiry.note", entityType: "inquiry", entityId: id, before: null, after: { noteId: note!.id, body } });
    return note!.id;
  });
}

export const DEFAULT_REPLY_SUBJECT = "Re: your message to the San Antonio Business Directory";

/**
 * The reply goes to the inquirer through the outbox (the worker sends it, retrying while SMTP is
 * down); the thread keeps it with its outbox row, and the message becomes answered (a closed one stays closed).
 */
export async function sendInquiryReply(db: Db, actor: AuditActor, id: number, reply: { subject?: string | undefined; body: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const current = await lockInquiry(tx, id);
    if (current.status === "spam") throw new HttpError(409, "This message is marked spam: move it back to New before replying.");
    const subject = reply.subject || DEFAULT_REPLY_SUBJECT;
    // A closed thread stays closed (messages only move forward); anything else is now answered.
    const status = current.status === "closed" ? "closed" : "answered";
    const [mail] = await tx.insert(emailOutbox).values({ inquiryId: id, to: current.email, subject, body: reply.body }).returning({ id: emailOutbox.id });
    const [saved] = await tx
      .insert(inquiryReplies)
      .values({ inquiryId: id, authorId: actor.actorId, authorEmail: actor.actorEmail, to: current.email, subject, body: reply.body, outboxId: mail!.id })
      .returning({ id: inquiryReplies.id });
    await tx
      .update(inquiries)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(inquiries.id, id));
    await recordAudit(tx, actor, {
      action: "inquiry.reply",
      entityType: "inquiry",
      entityId: id,
      before: { status: current.status },
      after: { status, replyId: saved!.id, outboxId: mail!.id, to: current.email, subject, body: reply.body },
    });
    return saved!.id;
  });
}
