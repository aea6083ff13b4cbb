import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { AccountUser } from "../../../account/owner";
import type { Db } from "../../../db/client";
import { billingCustomers } from "../../../db/schema";

/**
 * The user's Stripe Customer: the one we made before, else a new one. Two requests at once make
 * one: Stripe answers the same idempotency key with the same customer, and the second insert
 * finds the first one's row.
 */
export async function ensureCustomer(db: Db, stripe: Stripe, user: AccountUser): Promise<string> {
  const [known] = await db.select({ id: billingCustomers.stripeCustomerId }).from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  if (known) return known.id;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name || undefined, metadata: { user_id: user.id } },
    { idempotencyKey: `gold-customer:${user.id}` },
  );
  await db.insert(billingCustomers).values({ userId: user.id, stripeCustomerId: customer.id }).onConflictDoNothing();
  const [row] = await db.select({ id: billingCustomers.stripeCustomerId }).from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  return row!.id;
}
