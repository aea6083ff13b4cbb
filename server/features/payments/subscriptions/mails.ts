import { and, eq } from "drizzle-orm";
import type { Locale } from "@shared/i18n/locale";
import { PLAN_PRICE_CENTS, type PlanId } from "@shared/plans";
import type { Db } from "../../../db/client";
import { emailOutbox, listingOwners, professionals, users } from "../../../db/schema";
import { mailLocale, ownersOfListing, type MailRecipient } from "../../../db/listing-owners";
import { intlLocale, serverT } from "../../../i18n/i18n";
import { pageLink } from "../../../i18n/recipients";

const day = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleDateString(intlLocale(locale), { timeZone: "America/Chicago", month: "long", day: "numeric", year: "numeric" });
/** "$50.00" in both languages (es-US writes US dollars the same way). */
const dollars = (cents: number, locale: Locale) => new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: "USD" }).format(cents / 100);

/** The listing's /account page, where Manage billing opens Stripe's portal (portal links expire in minutes, so mails link here). */
export const accountPageOf = (site: string, professionalId: number, locale: Locale = "en") =>
  `${pageLink(site, `/account/listings/professional/${professionalId}`, locale)}#gold`;

/** The payer's address; without a known payer, every owner (not co-owner) of the listing. */
async function recipients(db: Db, professionalId: number, payerId: string | null): Promise<MailRecipient[]> {
  if (payerId) {
    const [payer] = await db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, payerId));
    if (payer) return [{ email: payer.email, locale: mailLocale(payer.locale) }];
  }
  const owners = await db
    .select({ email: users.email, locale: users.locale })
    .from(listingOwners)
    .innerJoin(users, eq(users.id, listingOwners.userId))
    .where(and(ownersOfListing("professional", professionalId), eq(listingOwners.role, "owner")));
  return owners.map((o) => ({ email: o.email, locale: mailLocale(o.locale) }));
}

async function listingName(db: Db, professionalId: number): Promise<string | null> {
  const [row] = await db.select({ name: professionals.name }).from(professionals).where(eq(professionals.id, professionalId));
  return row?.name ?? null;
}

/** Queues one mail per recipient, each in their language (issue 29), in the caller's transaction; answers how many. */
async function queue(db: Db, to: MailRecipient[], mail: (locale: Locale) => { subject: string; body: string }): Promise<number> {
  for (const { email, locale } of to) await db.insert(emailOutbox).values({ to: email, ...mail(locale) });
  return to.length;
}

export interface FailedPayment {
  professionalId: number;
  payerId: string | null;
  amountCents: number;
  /** When Stripe tries again (null: it has stopped trying). */
  nextAttempt: string | null;
  /** Stripe's page where the invoice can be paid at once with another card. */
  invoiceUrl: string | null;
  site: string;
}

/** invoice.payment_failed: the payer is asked to update the card; Gold continues meanwhile. */
export async function queuePaymentFailedMail(db: Db, failed: FailedPayment): Promise<number> {
  const name = await listingName(db, failed.professionalId);
  return queue(db, await recipients(db, failed.professionalId, failed.payerId), (locale) => {
    const t = serverT(locale);
    const body = [
      t("mail.gold.failed.intro", { amount: dollars(failed.amountCents, locale), name: name ?? t("mail.gold.yourListing") }),
      "",
      failed.nextAttempt ? t("mail.gold.failed.retry", { day: day(failed.nextAttempt, locale) }) : t("mail.gold.failed.last"),
      "",
      t("mail.gold.failed.update", { link: accountPageOf(failed.site, failed.professionalId, locale) }),
      t("mail.gold.manage"),
      ...(failed.invoiceUrl ? ["", t("mail.gold.failed.invoice", { link: failed.invoiceUrl })] : []),
    ].join("\n");
    return { subject: t("mail.gold.failed.subject"), body };
  });
}

/** Seven days before an annual renewal: what will be charged, when, and where to change or cancel it. */
export async function queueRenewalReminderMail(
  db: Db,
  reminder: { professionalId: number; payerId: string | null; plan: PlanId; renewsOn: string; site: string },
) {
  const name = await listingName(db, reminder.professionalId);
  return queue(db, await recipients(db, reminder.professionalId, reminder.payerId), (locale) => {
    const t = serverT(locale);
    const body = t("mail.gold.renewal.body", {
      name: name ?? t("mail.gold.yourListing"),
      day: day(reminder.renewsOn, locale),
      amount: dollars(PLAN_PRICE_CENTS[reminder.plan], locale),
      link: accountPageOf(reminder.site, reminder.professionalId, locale),
    });
    return { subject: t("mail.gold.renewal.subject"), body: [body, t("mail.gold.manage")].join("\n") };
  });
}
