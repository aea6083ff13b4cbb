import { eq } from "drizzle-orm";
import { emailOutbox, goldSubscriptions } from "../../../db/schema";
import { useBillingKit } from "../../../test/billing-kit";
import { engines } from "../../../test/database";
import { chargeOf } from "../../../test/fake-stripe";
import type { BillingControls } from "../../../test/fake-stripe-billing-controls";
import type { FakeEvent } from "../../../test/fake-stripe-types";

interface Step {
  /** The subscription just bought; its creation events (customer.subscription.created, invoice.created/finalized) not delivered yet. */
  sub: string;
  created: FakeEvent[];
  controls: BillingControls;
  deliver: (events: FakeEvent[]) => Promise<void>;
  setClock: (iso: string) => void;
  /** Forgets our row of the subscription, as a crash between Stripe's answer and our insert would. */
  forget: () => Promise<void>;
  refund: () => Promise<void>;
}

interface Row {
  ordering: string;
  run: (s: Step) => Promise<void>;
  goldUntil: string | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  mails: number;
}

const only = (events: FakeEvent[], type: string) => events.filter((e) => e.type === type);
const except = (events: FakeEvent[], type: string) => events.filter((e) => e.type !== type);

/**
 * Stripe does not promise to deliver events once or in order (docs.stripe.com/webhooks: "Handle
 * duplicate events", "Event ordering"). Each row delivers one history in another order and says
 * what the listing and the subscription must end as; in order, each history ends as its row says.
 */
const table: Row[] = [
  {
    ordering: "in order: created, paid, activated",
    run: async (s) => s.deliver([...s.created, ...s.controls.payFirstInvoice(s.sub)]),
    goldUntil: "2031-04-15T12:00:00.000Z",
    status: "active",
    cancelAtPeriodEnd: false,
    mails: 0,
  },
  {
    ordering: "every event delivered twice (same event ids): the second copy changes nothing",
    run: async (s) => {
      const events = [...s.created, ...s.controls.payFirstInvoice(s.sub)];
      await s.deliver(events.flatMap((e) => [e, e]));
    },
    goldUntil: "2031-04-15T12:00:00.000Z",
    status: "active",
    cancelAtPeriodEnd: false,
    mails: 0,
  },
  {
    ordering: "reversed: the activation and invoice.paid before customer.subscription.created (same second)",
    run: async (s) => s.deliver([...s.created, ...s.controls.payFirstInvoice(s.sub)].reverse()),
    goldUntil: "2031-04-15T12:00:00.000Z",
    status: "active",
    cancelAtPeriodEnd: false,
    mails: 0,
  },
  {
    ordering: "invoice.paid before the subscription is known: the invoice's subscription metadata names the listing",
    run: async (s) => {
      await s.forget();
      const paid = s.controls.payFirstInvoice(s.sub);
      await s.deliver(only(paid, "invoice.paid"));
      await s.deliver([...s.created, ...except(paid, "invoice.paid")]);
    },
    goldUntil: "2031-04-15T12:00:00.000Z",
    status: "active",
    cancelAtPeriodEnd: false,
    mails: 0,
  },
  {
    ordering: "an older customer.subscription.updated (cancel) after a newer one (cancel taken back)",
    run: async (s) => {
      await s.deliver([...s.created, ...s.controls.payFirstInvoice(s.sub)]);
      s.setClock("2031-03-20T12:00:00.000Z");
      const cancel = s.controls.cancelAtPeriodEnd(s.sub, true);
      s.setClock("2031-03-21T12:00:00.000Z");
      const renew = s.controls.cancelAtPeriodEnd(s.sub, false);
      await s.deliver([...renew, ...cancel]);
    },
    goldUntil: "2031-04-15T12:00:00.000Z",
    status: "active",
    cancelAtPeriodEnd: false,
    mails: 0,
  },
  {
    ordering: "a failed renewal's events after the retry that paid it: no grace, no mail, not past_due",
    run: async (s) => {
      await s.deliver([...s.created, ...s.controls.payFirstInvoice(s.sub)]);
      s.setClock("2031-04-15T12:00:00.000Z");
      const failed = s.controls.renew(s.sub, { fail: true });
      s.setClock("2031-04-18T12:00:00.000Z");
      const paid = s.controls.retry(s.sub);
      await s.deliver([...paid, ...failed]);
    },
    goldUntil: "2031-05-15T12:00:00.000Z",
    status: "active",
    cancelAtPeriodEnd: false,
    mails: 0,
  },
  {
    ordering: "customer.subscription.deleted before the update that scheduled the cancel: canceled stays canceled",
    run: async (s) => {
      await s.deliver([...s.created, ...s.controls.payFirstInvoice(s.sub)]);
      s.setClock("2031-03-20T12:00:00.000Z");
      const scheduled = s.controls.cancelAtPeriodEnd(s.sub);
      s.setClock("2031-04-15T12:00:00.000Z");
      const deleted = s.controls.renew(s.sub);
      await s.deliver([...deleted, ...scheduled]);
    },
    goldUntil: "2031-04-15T12:00:00.000Z",
    status: "canceled",
    cancelAtPeriodEnd: true,
    mails: 0,
  },
  {
    ordering: "a renewal's invoice.paid after the immediate cancel that cut its month short: Gold ends at the cancel",
    run: async (s) => {
      await s.deliver([...s.created, ...s.controls.payFirstInvoice(s.sub)]);
      s.setClock("2031-04-15T12:00:00.000Z");
      const renewed = s.controls.renew(s.sub);
      s.setClock("2031-04-20T12:00:00.000Z");
      const canceled = s.controls.end(s.sub, "canceled");
      await s.deliver([...canceled, ...renewed]);
    },
    goldUntil: "2031-04-20T12:00:00.000Z",
    status: "canceled",
    cancelAtPeriodEnd: false,
    mails: 0,
  },
  {
    ordering: "the refund of the first payment before its invoice.paid: Gold withheld",
    run: async (s) => {
      const paid = s.controls.payFirstInvoice(s.sub);
      await s.refund();
      await s.deliver([...s.created, ...paid]);
    },
    goldUntil: null,
    status: "active",
    cancelAtPeriodEnd: false,
    mails: 0,
  },
  {
    ordering: "a failed renewal delivered twice and retried twice: one mail for the invoice",
    run: async (s) => {
      await s.deliver([...s.created, ...s.controls.payFirstInvoice(s.sub)]);
      s.setClock("2031-04-15T12:00:00.000Z");
      const failed = s.controls.renew(s.sub, { fail: true });
      s.setClock("2031-04-18T12:00:00.000Z");
      const again = s.controls.retry(s.sub, { fail: true });
      await s.deliver([...failed, ...failed, ...again]);
    },
    goldUntil: "2031-04-22T12:00:00.000Z",
    status: "past_due",
    cancelAtPeriodEnd: false,
    mails: 1,
  },
];

describe.each(engines)("the order of Stripe's subscription events on %s", (engine) => {
  const kit = useBillingKit(engine);
  const { billing } = kit;

  it.each(table)("$ordering", async ({ run, goldUntil, status, cancelAtPeriodEnd, mails }) => {
    kit.clock = new Date("2031-03-15T12:00:00.000Z");
    const { pro, cookie, user } = await billing.ownedListing();
    await billing.subscribe(cookie, pro.id).expect(200);
    const created = kit.stripe.takeEvents();
    const sub = (await billing.row(pro.id))!.stripeSubscriptionId;
    await run({
      sub,
      created,
      controls: kit.stripe.controls,
      deliver: billing.deliver,
      setClock: (iso) => (kit.clock = new Date(iso)),
      forget: async () => void (await kit.database.db.delete(goldSubscriptions).where(eq(goldSubscriptions.stripeSubscriptionId, sub))),
      refund: async () => {
        const intent = String(kit.stripe.controls.latestInvoice(sub).payments!.data[0]!.payment.payment_intent);
        await kit.deliverObject("charge.refunded", chargeOf(intent, { amount_refunded: 4900, refunded: true })).expect(200);
      },
    });
    expect(await billing.goldUntil(pro.id)).toBe(goldUntil);
    expect(await billing.row(pro.id)).toMatchObject({ status, cancelAtPeriodEnd });
    expect(await kit.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email.toLowerCase()))).toHaveLength(mails);
    // Every delivered event is in the ledger at most once (its id is the key), duplicates included.
    const ledger = await billing.ledger(sub);
    expect(new Set(ledger.map((l) => l.stripeEventId)).size).toBe(ledger.length);
  });
});
