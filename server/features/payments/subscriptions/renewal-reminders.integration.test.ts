import { eq } from "drizzle-orm";
import { openDatabase } from "../../../db/client";
import { emailOutbox } from "../../../db/schema";
import { useBillingKit } from "../../../test/billing-kit";
import { engines } from "../../../test/database";
import { runRenewalReminders } from "./renewal-reminders";

const SITE = "https://directory.example";

describe.each(engines)("the annual Gold renewal reminder on %s", (engine) => {
  const kit = useBillingKit(engine);
  const { billing } = kit;
  const mailsTo = (email: string) => kit.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email.toLowerCase()));
  /** A paid subscription bought on March 15, 2031. */
  const paid = async (plan: "gold-annual" | "gold-monthly" = "gold-annual") => {
    kit.clock = new Date("2031-03-15T12:00:00.000Z");
    const bought = await billing.subscribed(plan);
    await billing.deliver(kit.stripe.controls.payFirstInvoice(bought.subscriptionId));
    return bought;
  };

  it("mails the payer seven days before an annual renewal, once per period, and again before the next one", async () => {
    const { pro, user, subscriptionId } = await paid();
    const run = (iso: string) => runRenewalReminders({ db: kit.database.db, now: new Date(iso), site: SITE, only: [pro.id] });
    await run("2032-03-07T12:00:00.000Z"); // eight days before
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect(await run("2032-03-08T13:00:00.000Z")).toMatchObject({ ran: true, reminded: 1, mails: 1 });
    await run("2032-03-10T13:00:00.000Z");
    const [mail, ...more] = await mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: "Your Gold listing renews in 7 days" });
    expect(mail!.body).toContain("renews on March 15, 2032");
    expect(mail!.body).toContain("We will charge $490.00");
    expect(mail!.body).toContain(`${SITE}/account/listings/professional/${pro.id}#gold`);

    kit.clock = new Date("2032-03-15T12:00:00.000Z");
    await billing.deliver(kit.stripe.controls.renew(subscriptionId));
    await run("2032-03-20T12:00:00.000Z");
    expect(await mailsTo(user.email)).toHaveLength(1);
    await run("2033-03-09T12:00:00.000Z");
    expect(await mailsTo(user.email)).toHaveLength(2);
  });

  it("leaves monthly plans and annual plans canceled at period end alone", async () => {
    const monthly = await paid("gold-monthly");
    const canceled = await paid();
    await billing.deliver(kit.stripe.controls.cancelAtPeriodEnd(canceled.subscriptionId));
    const run = await runRenewalReminders({
      db: kit.database.db,
      now: new Date("2031-04-10T12:00:00.000Z"),
      site: SITE,
      only: [monthly.pro.id, canceled.pro.id],
    });
    const later = await runRenewalReminders({
      db: kit.database.db,
      now: new Date("2032-03-10T12:00:00.000Z"),
      site: SITE,
      only: [monthly.pro.id, canceled.pro.id],
    });
    expect([run.reminded, later.reminded]).toEqual([0, 0]);
    expect([...(await mailsTo(monthly.user.email)), ...(await mailsTo(canceled.user.email))]).toEqual([]);
  });

  it("runs once across processes: concurrent runs queue one mail per payer", async () => {
    const subs = [await paid(), await paid(), await paid()];
    const only = subs.map((s) => s.pro.id);
    const now = new Date("2032-03-09T12:00:00.000Z");
    // A second process: its own connection pool on PostgreSQL. PGlite has one connection, held by one process.
    const other = engine === "postgres" ? await openDatabase({ databaseUrl: process.env.DATABASE_URL }) : undefined;
    try {
      const runs = await Promise.all([
        runRenewalReminders({ db: kit.database.db, now, site: SITE, only }),
        runRenewalReminders({ db: (other ?? kit.database).db, now, site: SITE, only }),
        runRenewalReminders({ db: kit.database.db, now, site: SITE, only }),
      ]);
      expect(runs.some((r) => r.ran)).toBe(true);
      expect(runs.reduce((sum, r) => sum + r.mails, 0)).toBe(3);
      for (const s of subs) expect(await mailsTo(s.user.email)).toHaveLength(1);
    } finally {
      await other?.close();
    }
  });
});
