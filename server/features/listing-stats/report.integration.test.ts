import { eq, inArray } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { emailOutbox, inquiries, listingOwners, listingStatsDaily, users } from "../../db/schema";
import { reviews } from "../../db/review-schema";
import { badgeEmbeds } from "../../db/partner-schema";
import { engines } from "../../test/database";
import { createUserWithPassword } from "../../test/staff-session";
import { setupTestDatabase } from "../../test/test-app";
import { insertLeadTimings } from "../../test/lead-timings";
import { runMonthlyReports } from "./monthly-report";

const SITE = "https://directory.example";
/** March 5, 2026 in San Antonio: the report is about February. */
const NOW = new Date("2026-03-05T15:00:00Z");
const GOLD = "2999-01-01T00:00:00Z";

/**
 * Issue 17 item 6: the monthly report's numbers from counts this file writes itself (its own
 * category, so other files' rows never enter its medians), and one mail per owner and month even
 * when runs race.
 */
describe.each(engines)("monthly statistics report on %s", (engine) => {
  const database = setupTestDatabase(engine);

  async function ownerOf(kind: "professional" | "business", id: number) {
    const user = await createUserWithPassword(database.db, null);
    await database.db.insert(listingOwners).values({ userId: user.id, listingKind: kind, listingId: id });
    return user;
  }
  const views = (id: number, day: string, n: number, extra: Partial<typeof listingStatsDaily.$inferInsert> = {}) =>
    database.db.insert(listingStatsDaily).values({ listingKind: "professional", listingId: id, day, views: n, ...extra });
  const mailsTo = (email: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email.toLowerCase()));

  it("gives last month's numbers, the change from the month before, the category median, and basic listings the measured Gold difference", async () => {
    const category = await createCategory(database.db, { name: `Sample Legal ${uniqueToken()}` });
    const gold = await Promise.all([1, 2, 3, 4].map(() => createProfessional(database.db, { categoryId: category.id, goldUntil: GOLD })));
    const basic = await Promise.all([1, 2, 3, 4].map(() => createProfessional(database.db, { categoryId: category.id })));
    for (const p of gold) await views(p.id, "2026-02-10", 30);
    await views(basic[0]!.id, "2026-02-03", 6, { phoneClicks: 2, visitors: 5, appearances: 40 });
    await views(basic[0]!.id, "2026-02-27", 4);
    await views(basic[0]!.id, "2026-01-20", 8, { phoneClicks: 2 });
    await views(basic[1]!.id, "2026-02-14", 10);
    // Outside February: neither counts.
    await views(basic[0]!.id, "2026-03-01", 99);
    await database.db.insert(inquiries).values({
      kind: "contact",
      name: "Sample Visitor",
      email: "visitor@example.com",
      message: "Sample question",
      listingKind: "professional",
      listingId: basic[0]!.id,
      createdAt: new Date("2026-02-20T18:00:00Z"),
    });
    // Its reviews (issue 30): two published in February, one in January, one held (not counted).
    for (const [stars, at, status] of [
      [5, "2026-02-05T18:00:00Z", "published"],
      [4, "2026-02-25T18:00:00Z", "published"],
      [3, "2026-01-25T18:00:00Z", "published"],
      [1, "2026-02-26T18:00:00Z", "held"],
    ] as const) {
      const userId = uniqueToken("reviewer");
      await database.db.insert(users).values({ id: userId, name: "Sample Reviewer", email: `${userId}@example.com` });
      await database.db.insert(reviews).values({
        listingKind: "professional",
        listingId: basic[0]!.id,
        userId,
        stars,
        body: "A sample review text that is long enough to be stored in the reviews table.",
        visitMonth: "2026-01",
        shownName: "Sam R.",
        status,
        createdAt: new Date(at),
      });
    }
    // Its badge on other sites (issue 32): February's days only, by hostname.
    await database.db.insert(badgeEmbeds).values(
      (
        [
          ["2026-02-03", "chamber.example.org", 12],
          ["2026-02-20", "blog.example.net", 3],
          ["2026-02-28", "chamber.example.org", 1],
          ["2026-02-28", "tourism.example.com", 2],
          ["2026-02-28", "neighbors.example.com", 1],
          ["2026-01-31", "blog.example.net", 40],
          ["2026-03-01", "blog.example.net", 40],
        ] as const
      ).map(([day, site, n]) => ({ listingKind: "professional" as const, listingId: basic[0]!.id, day, site, views: n })),
    );
    const basicOwner = await ownerOf("professional", basic[0]!.id);
    const goldOwner = await ownerOf("professional", gold[0]!.id);

    const run = await runMonthlyReports({ db: database.db, now: NOW, site: SITE, only: [basicOwner.id, goldOwner.id] });
    expect(run).toMatchObject({ ran: true, month: "2026-02", mails: 2 });
    const [mail] = await mailsTo(basicOwner.email);
    expect(mail!.subject).toBe("Your listing statistics for February 2026");
    expect(mail!.body).toContain(`"${basic[0]!.name}"`);
    expect(mail!.body).toContain("Page views: 10 (up 25% from 8 in January 2026)");
    expect(mail!.body).toContain("Phone taps: 2 (about the same as January 2026 (2))");
    expect(mail!.body).toContain("Unique visitors: 5 (none in January 2026)");
    expect(mail!.body).toContain("Search appearances: 40");
    expect(mail!.body).toContain("Messages: 1 (none in January 2026)");
    // February's views in the category: 30, 30, 30, 30, 10, 10, 0, 0 → median 20.
    expect(mail!.body).toContain(`The median ${category.name} listing had 20 page views.`);
    // Gold mean 30 against basic mean (10 + 10 + 0 + 0) / 4 = 5.
    expect(mail!.body).toContain(`Gold listings in ${category.name} had 6.0× the views of basic listings last month (4 Gold and 4 basic listings`);
    expect(mail!.body).toContain(`${SITE}/account/listings/professional/${basic[0]!.id}`);
    const [goldMail] = await mailsTo(goldOwner.email);
    expect(goldMail!.body).toContain("Page views: 30 (none in January 2026)");
    expect(mail!.body).toContain("Reviews: 2 new in February 2026; 3 published, average 4 out of 5.");
    expect(goldMail!.body).toContain("Reviews: no new one in February 2026; none published yet.");
    expect(goldMail!.body).not.toContain("Gold listings in");
    expect(mail!.body).toContain(
      "Your badge on other sites: shown 19 times in February 2026, most on chamber.example.org (13), blog.example.net (3), tourism.example.com (2).",
    );
    expect(goldMail!.body).not.toContain("Your badge");

    // Sent once: the same month again mails nobody.
    const again = await runMonthlyReports({ db: database.db, now: NOW, site: SITE, only: [basicOwner.id, goldOwner.id] });
    expect(again.mails).toBe(0);
    expect(await mailsTo(basicOwner.email)).toHaveLength(1);
  });

  it("gives an owner their replies to requests of the last 90 days beside the category's median, in their language", async () => {
    const category = await createCategory(database.db, { name: `Sample Roofing ${uniqueToken()}` });
    const [quick, slower, quiet] = await Promise.all([1, 2, 3].map(() => createProfessional(database.db, { categoryId: category.id })));
    // Tuesday February 17, 9 AM in San Antonio: 2 business hours, and 10 (9 AM to 6 PM, then 8 to 9 on Wednesday).
    await insertLeadTimings(database.db, "professional", quick!.id, "2026-02-17T15:00:00Z", [120, 120, 120, 120, 120]);
    await insertLeadTimings(database.db, "professional", slower!.id, "2026-02-17T15:00:00Z", [24 * 60, 24 * 60, 24 * 60, 24 * 60, null]);
    const owner = await ownerOf("professional", quick!.id);
    const quietOwner = await ownerOf("professional", quiet!.id);
    await database.db.update(users).set({ locale: "es" }).where(eq(users.id, quietOwner.id));
    await runMonthlyReports({ db: database.db, now: NOW, site: SITE, only: [owner.id, quietOwner.id] });
    const [mail] = await mailsTo(owner.email);
    expect(mail!.body).toContain("Replies to requests, last 90 days: usually within 2 hours; 10 of 10 requests answered within 72 hours.");
    // Reply times 120 and 600 → 360 minutes; answered 5/5 and 4/5 → 0.9.
    expect(mail!.body).toContain(
      `The median of the 2 ${category.name} listings with figures: usually within 6 hours; 9 of 10 requests answered within 72 hours.`,
    );
    const [spanish] = await mailsTo(quietOwner.email);
    expect(spanish!.body).toContain("Respuestas a solicitudes: sus cifras aparecen cuando su ficha haya recibido 5 solicitudes en 90 días.");
    expect(spanish!.body).toContain(
      `La mediana de las 2 fichas de ${category.name} con cifras: suele responder en menos de 6 horas; responde 9 de cada 10 solicitudes en 72 horas.`,
    );
  });

  it("tells an owner who reads Spanish where their badge was shown, in Spanish", async () => {
    const pro = await createProfessional(database.db);
    await database.db.insert(badgeEmbeds).values({ listingKind: "professional", listingId: pro.id, day: "2026-02-14", site: "camara.example.org", views: 1 });
    const owner = await ownerOf("professional", pro.id);
    await database.db.update(users).set({ locale: "es" }).where(eq(users.id, owner.id));
    await runMonthlyReports({ db: database.db, now: NOW, site: SITE, only: [owner.id] });
    const [mail] = await mailsTo(owner.email);
    expect(mail!.body).toContain("Su insignia en otros sitios: se mostró 1 vez en febrero de 2026, sobre todo en camara.example.org (1).");
  });

  it("leaves the Gold line out when a category has too few listings to measure it", async () => {
    const category = await createCategory(database.db, { name: `Sample Small ${uniqueToken()}` });
    const gold = await Promise.all([1, 2].map(() => createProfessional(database.db, { categoryId: category.id, goldUntil: GOLD })));
    const basic = await Promise.all([1, 2, 3].map(() => createProfessional(database.db, { categoryId: category.id })));
    for (const p of [...gold, ...basic]) await views(p.id, "2026-02-10", 5);
    const owner = await ownerOf("professional", basic[0]!.id);
    await runMonthlyReports({ db: database.db, now: NOW, site: SITE, only: [owner.id] });
    const [mail] = await mailsTo(owner.email);
    expect(mail!.body).toContain(`The median ${category.name} listing had 5 page views.`);
    expect(mail!.body).not.toContain("Gold listings in");
  });

  it("mails each owner once for a month when several processes run the report at once", async () => {
    const pros = await Promise.all([1, 2, 3].map(() => createProfessional(database.db)));
    const owners = [];
    for (const p of pros) owners.push(await ownerOf("professional", p.id));
    const only = owners.map((o) => o.id);
    // A second process: its own pool on PostgreSQL. PGlite has one connection, held by one process.
    const other = engine === "postgres" ? await openDatabase({ databaseUrl: process.env.DATABASE_URL }) : undefined;
    try {
      const runs = await Promise.all([
        runMonthlyReports({ db: database.db, now: NOW, site: SITE, only }),
        runMonthlyReports({ db: (other ?? database).db, now: NOW, site: SITE, only }),
        runMonthlyReports({ db: database.db, now: NOW, site: SITE, only }),
      ]);
      expect(runs.some((r) => r.ran)).toBe(true);
      for (const owner of owners) expect(await mailsTo(owner.email)).toHaveLength(1);
      const total = await database.db
        .select({ to: emailOutbox.to })
        .from(emailOutbox)
        .where(
          inArray(
            emailOutbox.to,
            owners.map((o) => o.email.toLowerCase()),
          ),
        );
      expect(total).toHaveLength(3);
    } finally {
      await other?.close();
    }
  });
});
