import Stripe from "stripe";
import type { FakeEvent } from "./fake-stripe-types";

/**
 * The fake Stripe's outgoing events: every event it sends is kept, in order; with a webhook
 * endpoint set they are also posted there one at a time, signed as Stripe signs them (the e2e
 * server), otherwise tests take them (takeEvents) and deliver them in any order they test.
 */
export function createEventOutbox(clock: () => Date) {
  /** `taken` once a test has received the event from a control or takeEvents(). */
  const sent: { event: FakeEvent; taken: boolean }[] = [];
  const deliveries: { eventId: string; type: string; status: number }[] = [];
  let webhook: { url: string; secret: string } | undefined;
  let delivering: Promise<void> = Promise.resolve();

  async function deliver(batch: FakeEvent[]) {
    for (const event of batch) {
      if (!webhook) return;
      const payload = JSON.stringify(event);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhook.secret, timestamp: Math.floor(clock().getTime() / 1000) });
      const init = { method: "POST", headers: { "content-type": "application/json", "stripe-signature": header }, body: payload };
      const status = await fetch(webhook.url, init).then(
        (r) => r.status,
        () => 0,
      );
      deliveries.push({ eventId: event.id, type: event.type, status });
    }
  }

  return {
    deliveries,
    emit(batch: FakeEvent[], { taken = false }: { taken?: boolean } = {}): Promise<void> {
      sent.push(...batch.map((event) => ({ event, taken })));
      if (!webhook) return Promise.resolve();
      delivering = delivering.then(() => deliver(batch));
      return delivering;
    },
    /** From now on, events are posted, signed with `secret`, to `url` (the e2e server's webhook), in order. */
    setWebhook(url: string, secret: string) {
      webhook = { url, secret };
    },
    /** Resolves once every event sent so far is delivered. */
    idle: () => delivering,
    /** The events the fake's own API calls made (a subscription created, a payment confirmed) that no test has taken yet. */
    takeEvents(): FakeEvent[] {
      const fresh = sent.filter((e) => !e.taken);
      for (const e of fresh) e.taken = true;
      return fresh.map((e) => e.event);
    },
  };
}
