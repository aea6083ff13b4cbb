import type Stripe from "stripe";
import type { GoldPortalResponse } from "@shared/account/gold";
import { recordAudit, type AuditActor } from "../../../audit/record-audit";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema";
import { eq } from "drizzle-orm";
import { HttpError } from "../../../lib/http-error";
import { accountPageOf } from "./mails";
import type { PriceCatalog } from "./gold-prices";
import { liveSubscription } from "./subscription-rows";

/**
 * Manage billing: a Stripe Customer Portal session for the listing's payer (update the card,
 * switch plan, cancel, invoices), returning to the listing's /account page. Only the paying
 * customer may open it; a co-owner is told who manages billing. Audited: it hands the payer's
 * billing to Stripe's page.
 */
export async function openBillingPortal(
  deps: { db: Db; stripe: Stripe; prices: PriceCatalog },
  userId: string,
  professionalId: number,
  site: string,
  actor: AuditActor,
): Promise<GoldPortalResponse> {
  const row = await liveSubscription(deps.db, professionalId);
  if (!row) throw new HttpError(409, "This listing has no Gold subscription to manage.");
  if (row.customerUserId !== userId) {
    const [payer] = row.customerUserId
      ? await deps.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row.customerUserId))
      : [];
    throw new HttpError(
      403,
      payer ? `Billing for this listing is managed by ${payer.name || payer.email} (${payer.email}).` : "Billing for this listing is managed by its payer.",
    );
  }
  const configuration = await deps.prices.portalConfiguration();
  const session = await deps.stripe.billingPortal.sessions.create({
    customer: row.stripeCustomerId,
    return_url: accountPageOf(site, professionalId),
    ...(configuration && { configuration }),
  });
  await recordAudit(deps.db, actor, {
    action: "gold.billing_portal",
    entityType: "gold",
    entityId: professionalId,
    before: null,
    after: { subscriptionId: row.stripeSubscriptionId, portalSessionId: session.id },
  });
  return { url: session.url };
}
