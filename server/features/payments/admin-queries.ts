import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { AdminPayment, GoldStatus, PaymentsQuery } from "@shared/admin/payments";
import type { Db } from "../../db/client";
import { paymentLedger, payments, professionals, stripeEvents } from "../../db/schema";
import { decodeIdCursor, encodeIdCursor } from "../../lib/id-cursor";

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
/** The ledger kinds whose amount is the charge's refunded total so far. */
const REFUND_KINDS = ["refunded", "partially_refunded"] as const;

type PaymentRow = Omit<AdminPayment, "ledger" | "events" | "refundedCents" | "createdAt" | "updatedAt"> & {
  createdAt: Date;
  updatedAt: Date;
  lastEventId: string | null;
};

const paymentColumns = {
  id: payments.id,
  intentId: payments.stripePaymentIntentId,
  amountCents: payments.amountCents,
  currency: payments.currency,
  status: payments.status,
  plan: payments.plan,
  professionalId: payments.professionalId,
  professionalName: professionals.name,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
  lastEventId: payments.lastEventId,
};

/** Each payment with its ledger entries and the webhook events about it, in two queries for the whole page. */
async function withHistory(db: Db, rows: PaymentRow[]): Promise<AdminPayment[]> {
  if (rows.length === 0) return [];
  const intentIds = rows.map((r) => r.intentId);
  const ledger = await db
    .select()
    .from(paymentLedger)
    .where(inArray(paymentLedger.stripePaymentIntentId, intentIds))
    .orderBy(asc(paymentLedger.createdAt), asc(paymentLedger.stripeEventId));
  // Events recorded before stripe_events had payment_intent_id are still found through the ledger and lastEventId.
  const knownIds = [...ledger.map((l) => l.stripeEventId), ...rows.flatMap((r) => (r.lastEventId ? [r.lastEventId] : []))];
  const eventWhere = knownIds.length
    ? or(inArray(stripeEvents.paymentIntentId, intentIds), inArray(stripeEvents.id, knownIds))
    : inArray(stripeEvents.paymentIntentId, intentIds);
  const events = await db.select().from(stripeEvents).where(eventWhere).orderBy(asc(stripeEvents.receivedAt), asc(stripeEvents.id));
  return rows.map(({ lastEventId, ...row }) => {
    const own = ledger.filter((l) => l.stripePaymentIntentId === row.intentId);
    const ownEventIds = new Set(own.map((l) => l.stripeEventId));
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      refundedCents: Math.max(0, ...own.filter((l) => (REFUND_KINDS as readonly string[]).includes(l.kind)).map((l) => l.amountCents ?? 0)),
      ledger: own.map((l) => ({
        stripeEventId: l.stripeEventId,
        kind: l.kind,
        amountCents: l.amountCents,
        currency: l.currency,
        goldFrom: iso(l.goldFrom),
        goldUntil: iso(l.goldUntil),
        createdAt: l.createdAt.toISOString(),
      })),
      events: events
        .filter((e) => e.paymentIntentId === row.intentId || ownEventIds.has(e.id) || e.id === lastEventId)
        .map((e) => ({ id: e.id, type: e.type, receivedAt: e.receivedAt.toISOString() })),
    };
  });
}

export interface PaymentsPage {
  rows: AdminPayment[];
  total: number;
  nextCursor: string | undefined;
}

/** The admin ledger: payments newest first, filtered, keyset paged by id. */
export async function listPayments(db: Db, query: Required<Pick<PaymentsQuery, "limit">> & Omit<PaymentsQuery, "limit">): Promise<PaymentsPage> {
  const filters: SQL[] = [];
  if (query.professionalId !== undefined) filters.push(eq(payments.professionalId, Number(query.professionalId)));
  if (query.status) filters.push(eq(payments.status, query.status));
  if (query.from) filters.push(gte(payments.createdAt, new Date(query.from)));
  if (query.to) filters.push(lt(payments.createdAt, new Date(query.to)));
  const after = decodeIdCursor(query.cursor);
  const limit = Number(query.limit);
  const rows = await db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(professionals, eq(professionals.id, payments.professionalId))
    .where(and(...filters, after === undefined ? undefined : lt(payments.id, after)))
    .orderBy(desc(payments.id))
    .limit(limit + 1);
  const [counted] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(...filters));
  const page = rows.slice(0, limit);
  return { rows: await withHistory(db, page), total: counted?.n ?? 0, nextCursor: rows.length > limit ? encodeIdCursor(page.at(-1)!.id) : undefined };
}

/** A professional's Gold: paid-through date and every payment made for the listing. */
export async function goldStatus(db: Db, professionalId: number, now: Date): Promise<GoldStatus | null> {
  const [pro] = await db
    .select({
      name: professionals.name,
      goldUntil: professionals.goldUntil,
      gold: sql<boolean>`coalesce(${professionals.goldUntil} > ${now.toISOString()}::timestamptz, false)`,
    })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  if (!pro) return null;
  const rows = await db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(professionals, eq(professionals.id, payments.professionalId))
    .where(eq(payments.professionalId, professionalId))
    .orderBy(desc(payments.id))
    .limit(200);
  return { professionalId, name: pro.name, gold: pro.gold, goldUntil: iso(pro.goldUntil), payments: await withHistory(db, rows) };
}
