import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { FRESHNESS_REMINDER_DAYS, STILL_CORRECT_LINK_DAYS } from "@shared/freshness";
import type { Locale } from "@shared/i18n/locale";
import { serverT } from "../../i18n/i18n";
import { pageLink } from "../../i18n/recipients";
import { listingTable } from "../../db/listing-tables";
import type { Db } from "../../db/client";
import { emailOutbox, listingOwners, ownerTokens, type ListingKind } from "../../db/schema";
import { listingOwnerEmails, ownersOfListing } from "../../db/listing-owners";
import { inJobLock } from "../../db/job-locks";

/** Listings asked per run; the next run takes the rest. */
const BATCH = 200;

export interface ReminderRun {
  /** False when another process held the lock (it is doing this run). */
  ran: boolean;
  reminded: number;
  mails: number;
}

/** Limits a run to these listings (tests share one database with other files running at once). */
export type Only = Partial<Record<ListingKind, number[]>>;

interface DueListing {
  kind: ListingKind;
  id: number;
  name: string;
}

/** Claimed, published listings whose newest owner change, staff check or reminder is older than 90 days. */
async function dueListings(tx: Db, now: Date, only: Only | undefined): Promise<DueListing[]> {
  const cutoff = new Date(now.getTime() - FRESHNESS_REMINDER_DAYS * 86_400_000).toISOString();
  const due = (kind: ListingKind) => {
    const t = listingTable(kind);
    return tx
      .selectDistinct({ id: t.id, name: t.name })
      .from(t)
      .innerJoin(listingOwners, ownersOfListing(kind, t.id))
      .where(
        and(
          isNull(t.unpublishedAt),
          only ? inArray(t.id, only[kind] ?? []) : undefined,
          sql`greatest(${t.createdAt}, ${t.ownerUpdatedAt}, ${t.staffCheckedAt}, ${t.freshnessRemindedAt}) < ${cutoff}::timestamptz`,
        ),
      )
      .orderBy(t.id)
      .limit(BATCH);
  };
  const [pros, bizs] = [await due("professional"), await due("business")];
  return [...pros.map((r) => ({ kind: "professional" as const, ...r })), ...bizs.map((r) => ({ kind: "business" as const, ...r }))];
}

/** The reminder, in the owner's language (issue 29), its links to the pages of that language. */
function reminderMail(listing: DueListing, to: string, site: string, token: string, locale: Locale) {
  const t = serverT(locale);
  const yes = `${pageLink(site, "/account/still-correct", locale)}?token=${token}`;
  const edit = pageLink(site, `/account/listings/${listing.kind}/${listing.id}`, locale);
  return { to, subject: t("mail.freshness.subject"), body: t("mail.freshness.body", { name: listing.name, yes, edit, days: STILL_CORRECT_LINK_DAYS }) };
}

/**
 * One run of the 90-day "Is your listing still correct?" reminder (issue 16 item 7). Everything
 * happens in one transaction that first takes a transaction-scoped advisory lock: with several
 * server processes, one runs and the others return at once (ran: false), and the outbox mails,
 * the single-use tokens and freshness_reminded_at commit together, so a listing is never asked
 * twice for the same period and a crash sends nothing half-done.
 */
export async function runFreshnessReminders({ db, now, site, only }: { db: Db; now: Date; site: string; only?: Only }): Promise<ReminderRun> {
  const run = await inJobLock(db, "freshnessReminders", async (tx) => {
    const listings = await dueListings(tx, now, only);
    let mails = 0;
    for (const listing of listings) {
      const owners = await listingOwnerEmails(tx, listing.kind, listing.id);
      for (const { email, locale } of owners) {
        const token = randomBytes(32).toString("base64url");
        await tx.insert(ownerTokens).values({
          purpose: "freshness",
          tokenHash: createHash("sha256").update(token).digest("hex"),
          email: email.toLowerCase(),
          listingKind: listing.kind,
          listingId: listing.id,
          expiresAt: new Date(now.getTime() + STILL_CORRECT_LINK_DAYS * 86_400_000),
        });
        await tx.insert(emailOutbox).values(reminderMail(listing, email, site, token, locale));
        mails += 1;
      }
      const t = listingTable(listing.kind);
      // No updatedAt: a reminder changes nothing visitors see.
      await tx.update(t).set({ freshnessRemindedAt: now.toISOString() }).where(eq(t.id, listing.id));
    }
    return { ran: true, reminded: listings.length, mails };
  });
  return run ?? { ran: false, reminded: 0, mails: 0 };
}
