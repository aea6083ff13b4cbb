import { and, eq } from "drizzle-orm";
import { PLAN_PRICE_CENTS, type PlanId } from "@shared/plans";
import type { Db } from "../../../db/client";
import { emailOutbox, listingOwners, professionals, users } from "../../../db/schema";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { timeZone: "America/Chicago", month: "long", day: "numeric", year: "numeric" });
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The listing's /account page, where Manage billing opens Stripe's portal (portal links expire in minutes, so mails link here). */
export const accountPageOf = (site: string, professionalId: number) => `${site}/account/listings/professional/${professionalId}#gold`;

/** The payer's address; without a known payer, every owner (not co-owner) of the listing. */
async function recipients(db: Db, professionalId: number, payerId: string | null): Promise<string[]> {
  if (payerId) {
    const [payer] = await db.select({ email: users.email }).from(users).where(eq(users.id, payerId));
    if (payer) return [payer.email];
  }
  const owners = await db
    .select({ email: users.email })
    .from(listingOwners)
    .innerJoin(users, eq(users.id, listingOwners.userId))
    .where(and(eq(listingOwners.listingKind, "professional"), eq(listingOwners.listingId, professionalId), eq(listingOwners.role, "owner")));
  return owners.map((o) => o.email);
}

async function listingName(db: Db, professionalId: number): Promise<string> {
  const [row] = await db.select({ name: professionals.name }).from(professionals).where(eq(professionals.id, professionalId));
  return row?.name ?? "your listing";
}

/** Queues one mail per recipient in the caller's transaction; answers how many. */
async function queue(db: Db, to: string[], subject: string, body: string): Promise<number> {
  for (const address of to) await db.insert(emailOutbox).values({ to: address, subject, body });
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
  const body = [
    `We could not charge your card ${dollars(failed.amountCents)} for the Gold listing of "${name}" on the San Antonio Business Directory.`,
    "",
    failed.nextAttempt
      ? `We will try again on ${day(failed.nextAttempt)}. Your listing stays Gold while we try.`
      : "This was our last try: unless the invoice is paid, the listing goes back to a basic listing.",
    "",
    `Update your card: ${accountPageOf(failed.site, failed.professionalId)}`,
    "(sign in, then choose Manage billing in the Gold section)",
    ...(failed.invoiceUrl ? ["", `Or pay this invoice now: ${failed.invoiceUrl}`] : []),
  ].join("\n");
  return queue(db, await recipients(db, failed.professionalId, failed.payerId), "Your Gold listing payment did not go through", body);
}

/** Seven days before an annual renewal: what will be charged, when, and where to change or cancel it. */
export async function queueRenewalReminderMail(
  db: Db,
  reminder: { professionalId: number; payerId: string | null; plan: PlanId; renewsOn: string; site: string },
) {
  const name = await listingName(db, reminder.professionalId);
  const body = [
    `The annual Gold listing of "${name}" on the San Antonio Business Directory renews on ${day(reminder.renewsOn)}.`,
    "",
    `We will charge ${dollars(PLAN_PRICE_CENTS[reminder.plan])} to the card on file, and your listing stays Gold for another year.`,
    "",
    `To update your card, switch to monthly or cancel: ${accountPageOf(reminder.site, reminder.professionalId)}`,
    "(sign in, then choose Manage billing in the Gold section)",
  ].join("\n");
  return queue(db, await recipients(db, reminder.professionalId, reminder.payerId), "Your Gold listing renews in 7 days", body);
}
