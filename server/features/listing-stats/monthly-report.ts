import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businesses, emailOutbox, listingOwners, professionals, statsReportMarks, users, type ListingKind } from "../../db/schema";
import { categoryOf, categoryTotalsMedian } from "./category-queries";
import { addDays, monthDays, previousMonth, sanAntonioDay } from "./day";
import { goldComparison } from "./gold-comparison";
import { totalCounts } from "./queries";
import { reportMail, type ListingReport } from "./report-mail";
import { categoryResponses, responseComparison, type CategoryResponses } from "./response-comparison";
import { inJobLock } from "../../db/job-locks";
import { mailLocale } from "../../db/listing-owners";
import { reviews } from "../../db/review-schema";
import { embedsBySite } from "./badge-embeds";

/** Owners mailed per run; the next run takes the rest. */
const BATCH = 100;

export interface ReportRun {
  ran: boolean;
  month: string;
  mails: number;
}

/** The month the report is about: the one before `now`'s month in San Antonio. */
export const reportMonth = (now: Date) => previousMonth(sanAntonioDay(now).slice(0, 7));

/**
 * One run of the monthly statistics report (issue 17 item 6): every owner who has not had last
 * month's report gets one mail through the outbox, about each listing they own or co-own. One
 * transaction under an advisory lock: with several processes one runs and the others return
 * (ran: false), and the mails and their marks (stats_report_marks, one per owner and month)
 * commit together, so an owner is never mailed twice for a month and a crash sends nothing half-done.
 */
export async function runMonthlyReports({ db, now, site, only }: { db: Db; now: Date; site: string; only?: string[] }): Promise<ReportRun> {
  const month = reportMonth(now);
  const before = previousMonth(month);
  const { from, to } = monthDays(month);
  const earlier = monthDays(before);
  const endsAfter = `${addDays(to, 1)} 00:00`;
  const run = await inJobLock(db, "monthlyReport", async (tx) => {
    const owners = await tx
      .selectDistinct({ id: users.id, email: users.email, locale: users.locale })
      .from(users)
      .innerJoin(listingOwners, eq(listingOwners.userId, users.id))
      .where(
        and(
          only ? inArray(users.id, only) : undefined,
          notExists(
            tx
              .select({ one: sql`1` })
              .from(statsReportMarks)
              .where(and(eq(statsReportMarks.userId, users.id), eq(statsReportMarks.month, month))),
          ),
        ),
      )
      .orderBy(users.id)
      .limit(BATCH);
    // Category figures are the same for every owner in the category: computed once per run.
    const perCategory = new Map<string, Promise<{ median: number; gold: Awaited<ReturnType<typeof goldComparison>> }>>();
    // Replies to requests: the 90 days before the run, as the owner's page shows them that day.
    const responsesPerCategory = new Map<string, Promise<CategoryResponses | null>>();
    const categoryReplies = (kind: ListingKind, category: { id: number; name: string }) => {
      const key = `${kind}:${category.id}`;
      if (!responsesPerCategory.has(key)) responsesPerCategory.set(key, categoryResponses(tx, kind, category, now));
      return responsesPerCategory.get(key)!;
    };
    const categoryFigures = (kind: ListingKind, categoryId: number, listings: number) => {
      const key = `${kind}:${categoryId}`;
      if (!perCategory.has(key))
        perCategory.set(
          key,
          (async () => ({
            median: (await categoryTotalsMedian(tx, kind, categoryId, listings, from, to)).views,
            gold: kind === "professional" ? await goldComparison(tx, categoryId, from, to, endsAfter) : null,
          }))(),
        );
      return perCategory.get(key)!;
    };
    let mails = 0;
    for (const owner of owners) {
      const reports: ListingReport[] = [];
      for (const listing of await ownedListings(tx, owner.id)) {
        const category = await categoryOf(tx, listing.kind, listing.id);
        const figures = category && (await categoryFigures(listing.kind, category.id, category.listings));
        reports.push({
          ...listing,
          month: await totalCounts(tx, listing.kind, listing.id, from, to),
          previous: await totalCounts(tx, listing.kind, listing.id, earlier.from, earlier.to),
          category: category && figures ? { name: category.name, medianViews: figures.median } : null,
          // Only basic listings are told what Gold measured: a Gold listing already has it.
          gold: listing.gold ? null : (figures?.gold ?? null),
          reviews: {
            fresh: await reviewsPublishedIn(tx, listing.kind, listing.id, from, endsAfter),
            count: listing.reviewCount,
            average: listing.reviewCount ? Math.round((listing.reviewStarSum / listing.reviewCount) * 10) / 10 : null,
          },
          responses: await responseComparison(tx, listing.kind, listing.id, category, now, category ? categoryReplies(listing.kind, category) : undefined),
          embeds: await embedsBySite(tx, listing.kind, listing.id, from, to),
        });
      }
      await tx.insert(statsReportMarks).values({ userId: owner.id, month });
      if (reports.length === 0) continue;
      await tx.insert(emailOutbox).values(reportMail(owner.email, month, before, reports, site, mailLocale(owner.locale)));
      mails += 1;
    }
    return { ran: true, month, mails };
  });
  return run ?? { ran: false, month, mails: 0 };
}

/** A listing's reviews written in the month (San Antonio days `from` to the day before `endsAfter`) and published now (issue 30). */
async function reviewsPublishedIn(db: Db, kind: ListingKind, id: number, from: string, endsAfter: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(
      and(
        eq(reviews.listingKind, kind),
        eq(reviews.listingId, id),
        eq(reviews.status, "published"),
        sql`${reviews.createdAt} >= (${`${from} 00:00`}::timestamp at time zone 'America/Chicago')`,
        sql`${reviews.createdAt} < (${endsAfter}::timestamp at time zone 'America/Chicago')`,
      ),
    );
  return row?.n ?? 0;
}

/** An owner's listings with their names, whether a professional is Gold now, and their published reviews' count and star sum. */
async function ownedListings(db: Db, userId: string) {
  const owned = await db.select({ kind: listingOwners.listingKind, id: listingOwners.listingId }).from(listingOwners).where(eq(listingOwners.userId, userId));
  const result: { kind: ListingKind; id: number; name: string; gold: boolean; reviewCount: number; reviewStarSum: number }[] = [];
  for (const { kind, id } of owned) {
    if (kind === "professional") {
      const [p] = await db
        .select({
          name: professionals.name,
          gold: sql<boolean>`coalesce(${professionals.goldUntil} > now(), false)`,
          reviewCount: professionals.reviewCount,
          reviewStarSum: professionals.reviewStarSum,
        })
        .from(professionals)
        .where(eq(professionals.id, id));
      if (p) result.push({ kind, id, ...p });
    } else {
      const [b] = await db
        .select({ name: businesses.name, reviewCount: businesses.reviewCount, reviewStarSum: businesses.reviewStarSum })
        .from(businesses)
        .where(eq(businesses.id, id));
      if (b) result.push({ kind, id, ...b, gold: false });
    }
  }
  return result.sort((a, b) => a.name.localeCompare(b.name));
}
