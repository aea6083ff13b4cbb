import { and, asc, count, desc, eq, gte, ilike, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { isStorableText } from "@shared/storable-text";
import type { InboxDetail, InboxStatus, InboxSummary, ReplyDelivery, inboxListQuerySchema } from "@shared/admin/inbox";
import type { Db } from "../../db/client";
import { emailOutbox, inquiries, inquiryNotes, inquiryReplies } from "../../db/schema";
import { cursorCodec } from "../../lib/cursor-codec";

export type InboxFilter = Omit<z.output<typeof inboxListQuerySchema>, "cursor" | "limit">;

/**
 * The keyset of the list: created_at in whole microseconds since 1970 (a JS Date would drop the
 * microseconds PostgreSQL keeps, and skip or repeat rows at a page's edge) and id.
 */
const cursorSchema = z.object({ u: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), i: z.number().int().min(1).max(2_147_483_647) });

type Cursor = z.infer<typeof cursorSchema>;

export const { encode: encodeCursor, decode: decodeCursor } = cursorCodec(cursorSchema);

/** A day means its whole (UTC) day; an instant means itself. */
const startOf = (s: string) => new Date(s.length === 10 ? `${s}T00:00:00Z` : s);
const endOf = (s: string) => (s.length === 10 ? new Date(Date.parse(`${s}T00:00:00Z`) + 86_400_000) : new Date(Date.parse(s) + 1));

/** LIKE's own characters taken literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function inboxWhere(filter: InboxFilter, staffId: string): SQL | undefined {
  const where: SQL[] = [filter.status ? eq(inquiries.status, filter.status) : ne(inquiries.status, "spam")];
  // The column's TypeScript enum lists today's kinds; the table may hold others (report-a-change).
  if (filter.kind) where.push(sql`${inquiries.kind} = ${filter.kind}`);
  if (filter.assignee === "none") where.push(isNull(inquiries.assigneeId));
  else if (filter.assignee) where.push(eq(inquiries.assigneeId, filter.assignee === "me" ? staffId : filter.assignee));
  if (filter.from) where.push(gte(inquiries.createdAt, startOf(filter.from)));
  if (filter.to) where.push(lt(inquiries.createdAt, endOf(filter.to)));
  if (filter.q && isStorableText(filter.q)) {
    const pattern = `%${likeEscape(filter.q)}%`;
    where.push(
      or(ilike(inquiries.name, pattern), ilike(inquiries.email, pattern), ilike(inquiries.message, pattern), ilike(inquiries.professionalName, pattern))!,
    );
  }
  return and(...where);
}

const summaryColumns = {
  id: inquiries.id,
  kind: inquiries.kind,
  status: inquiries.status,
  name: inquiries.name,
  email: inquiries.email,
  professionalName: inquiries.professionalName,
  preview: sql<string>`left(${inquiries.message}, 200)`,
  assigneeId: inquiries.assigneeId,
  createdAt: inquiries.createdAt,
  updatedAt: inquiries.updatedAt,
  cursorAt: sql<string>`(extract(epoch from ${inquiries.createdAt}) * 1000000)::bigint::text`,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: K extends "preview" | "cursorAt" ? string : (typeof inquiries.$inferSelect)[Exclude<K, "preview" | "cursorAt">];
};

export const toSummary = ({ cursorAt: _cursorAt, ...r }: SummaryRow): InboxSummary => ({
  ...r,
  status: r.status as InboxStatus,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Integer arithmetic from the epoch: exact to the microsecond, and no text for PostgreSQL to parse. */
const afterCursor = (c: Cursor | undefined) =>
  c ? sql`(${inquiries.createdAt}, ${inquiries.id}) < (timestamptz 'epoch' + ${c.u}::bigint * interval '1 microsecond', ${c.i})` : undefined;

export interface InboxPage {
  rows: InboxSummary[];
  total: number;
  nextCursor: string | undefined;
}

/** One page, newest first; `rowsOnly` skips the count (the CSV export walks every page). */
export async function listInbox(db: Db, where: SQL | undefined, limit: number, cursor: Cursor | undefined, rowsOnly = false): Promise<InboxPage> {
  const after = afterCursor(cursor);
  const rows = (await db
    .select(summaryColumns)
    .from(inquiries)
    .where(and(where, after))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit + 1)) as SummaryRow[];
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const total = rowsOnly ? 0 : Number((await db.select({ n: count() }).from(inquiries).where(where))[0]?.n ?? 0);
  return { rows: page.map(toSummary), total, nextCursor: more && last ? encodeCursor({ u: Number(last.cursorAt), i: last.id }) : undefined };
}

/** Full rows for the CSV, one keyset page at a time. */
export async function inboxRowsAfter(db: Db, where: SQL | undefined, limit: number, cursor: Cursor | undefined) {
  const after = afterCursor(cursor);
  const rows = await db
    .select({ row: inquiries, cursorAt: summaryColumns.cursorAt })
    .from(inquiries)
    .where(and(where, after))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit);
  const last = rows.at(-1);
  return { rows: rows.map((r) => r.row), next: rows.length === limit && last ? { u: Number(last.cursorAt), i: last.row.id } : undefined };
}

function deliveryOf(outbox: typeof emailOutbox.$inferSelect | null): ReplyDelivery | null {
  if (!outbox) return null;
  const state = outbox.sentAt ? "sent" : outbox.lastError ? "failed" : "queued";
  return { state, sentAt: outbox.sentAt?.toISOString() ?? null, lastError: outbox.lastError, attempts: outbox.attempts };
}

export async function getInboxDetail(db: Db, id: number): Promise<InboxDetail | undefined> {
  const [row] = (await db
    .select({ ...summaryColumns, message: inquiries.message, fields: inquiries.fields })
    .from(inquiries)
    .where(eq(inquiries.id, id))) as (SummaryRow & {
    message: string;
    fields: Record<string, string>;
  })[];
  if (!row) return undefined;
  const [notes, replies] = await Promise.all([
    db
      .select({ id: inquiryNotes.id, authorEmail: inquiryNotes.authorEmail, body: inquiryNotes.body, createdAt: inquiryNotes.createdAt })
      .from(inquiryNotes)
      .where(eq(inquiryNotes.inquiryId, id))
      .orderBy(asc(inquiryNotes.id)),
    db
      .select({ reply: inquiryReplies, outbox: emailOutbox })
      .from(inquiryReplies)
      .leftJoin(emailOutbox, eq(emailOutbox.id, inquiryReplies.outboxId))
      .where(eq(inquiryReplies.inquiryId, id))
      .orderBy(asc(inquiryReplies.id)),
  ]);
  const { message, fields, ...summary } = row;
  return {
    ...toSummary(summary),
    message,
    fields,
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    replies: replies.map(({ reply: r, outbox }) => ({
      id: r.id,
      authorEmail: r.authorEmail,
      to: r.to,
      subject: r.subject,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
      delivery: deliveryOf(outbox),
    })),
  };
}

/** Every kind the table holds, for the kind filter. */
export async function listInboxKinds(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ kind: sql<string>`${inquiries.kind}` })
    .from(inquiries)
    .orderBy(sql`1`);
  return rows.map((r) => r.kind);
}
