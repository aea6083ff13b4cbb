import { and, eq, gt, inArray, isNotNull, lte, or, isNull, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { goldSubscriptions } from "../../../db/schema";
import { queueRenewalReminderMail } from "./mails";
import { inJobLock } from "../../../db/job-locks";

export const RENEWAL_REMINDER_DAYS = 7;
/** Subscriptions reminded per run; the next run takes the rest. */
const BATCH = 200;

export interface RenewalRun {
  /** False when another process held the lock (it is doing this run). */
  ran: boolean;
  reminded: number;
  mails: number;
}

/**
 * One run of the annual renewal reminder (issue 17): every active annual subscription that
 * renews within seven days, and was not reminded for this period, gets one mail to its payer.
 * One transaction under a transaction-scoped advisory lock, as the freshness reminder
 * (features/freshness/reminders.ts): with several processes one runs, the others return at once;
 * the mails and the per-period marker (renewal_reminded_for = the period's end) commit together,
 * so a period is reminded once, and a renewal moves the period end, which arms the next one.
 * `only` limits the run to some listings (tests share one database).
 */
export async function runRenewalReminders({ db, now, site, only }: { db: Db; now: Date; site: string; only?: number[] }): Promise<RenewalRun> {
  const run = await inJobLock(db, "renewalReminders", async (tx) => {
    const horizon = new Date(now.getTime() + RENEWAL_REMINDER_DAYS * 86_400_000).toISOString();
    const due = await tx
      .select()
      .from(goldSubscriptions)
      .where(
        and(
          // The partial index gold_subscriptions_renewal_idx holds exactly these rows.
          eq(goldSubscriptions.plan, "gold-annual"),
          eq(goldSubscriptions.status, "active"),
          eq(goldSubscriptions.cancelAtPeriodEnd, false),
          gt(goldSubscriptions.currentPeriodEnd, now.toISOString()),
          lte(goldSubscriptions.currentPeriodEnd, horizon),
          or(isNull(goldSubscriptions.renewalRemindedFor), ne(goldSubscriptions.renewalRemindedFor, goldSubscriptions.currentPeriodEnd)),
          isNotNull(goldSubscriptions.professionalId),
          only ? inArray(goldSubscriptions.professionalId, only) : undefined,
        ),
      )
      .orderBy(goldSubscriptions.currentPeriodEnd)
      .limit(BATCH);
    let mails = 0;
    for (const sub of due) {
      mails += await queueRenewalReminderMail(tx, {
        professionalId: sub.professionalId!,
        payerId: sub.customerUserId,
        plan: "gold-annual",
        renewsOn: sub.currentPeriodEnd!,
        site,
      });
      await tx.update(goldSubscriptions).set({ renewalRemindedFor: sub.currentPeriodEnd }).where(eq(goldSubscriptions.id, sub.id));
    }
    return { ran: true, reminded: due.length, mails };
  });
  return run ?? { ran: false, reminded: 0, mails: 0 };
}
