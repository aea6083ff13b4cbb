import request from "supertest";
import type { Business, Professional } from "@shared/schema";
import { createApp } from "../../app";
import { createBusiness, createCategory, createProfessional } from "../../db/factories";
import { leads } from "../../db/lead-schema";
import type { ListingKind } from "../../db/schema";
import { engines } from "../../test/database";
import { setupTestApp } from "../../test/test-app";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(engines)("response figures on directory cards on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) => createApp({ db, stripe: null }));
  /** `count` leads, 5 to 40 days old (past their 72 hours), each replied to within the hour (a spam one never counts). */
  const addLeads = async (listingKind: ListingKind, listingId: number, count: number) => {
    const now = Date.now();
    const rows = Array.from({ length: count }, (_, i) => {
      const created = now - (5 + i * 7) * DAY;
      return {
        kind: "quote" as const,
        listingKind,
        listingId,
        needed: "A quote",
        name: "Ana",
        email: "ana@example.com",
        status: "replied" as const,
        createdAt: new Date(created).toISOString(),
        firstRepliedAt: new Date(created + 30 * 60_000).toISOString(),
      };
    });
    await database.db.insert(leads).values([...rows, { ...rows[0]!, status: "spam" as const, firstRepliedAt: null }]);
  };

  it("shows a listing's figures on its card from 5 leads, as on its page, Gold or not; none below 5", async () => {
    const category = await createCategory(database.db);
    const gold = await createProfessional(database.db, { name: "Ana Gold", categoryId: category.id, goldUntil: new Date(Date.now() + 30 * DAY).toISOString() });
    const basic = await createProfessional(database.db, { name: "Bea Basic", categoryId: category.id });
    const few = await createProfessional(database.db, { name: "Cy Few", categoryId: category.id });
    await addLeads("professional", gold.id, 5);
    await addLeads("professional", basic.id, 5);
    await addLeads("professional", few.id, 4);

    const rows = (await request(app).get(`/api/professionals?category=${category.slug}`).expect(200)).body as Professional[];
    const card = (id: number) => rows.find((r) => r.id === id)!;
    expect(card(gold.id).responseFigures).toEqual({ medianMinutes: expect.any(Number), replied: 5, total: 5 });
    // Gold changes nothing: the same leads give the same figures.
    expect(card(basic.id).responseFigures).toEqual(card(gold.id).responseFigures);
    expect(card(few.id)).not.toHaveProperty("responseFigures");
    // The card says what the page says.
    const detail = (await request(app).get(`/api/professionals/${basic.id}`).expect(200)).body as Professional;
    expect(detail.responseFigures).toEqual(card(basic.id).responseFigures);

    // A later page (a cursor, never cached) carries them too.
    const first = await request(app).get(`/api/professionals?category=${category.slug}&limit=1`).expect(200);
    const next = await request(app)
      .get(`/api/professionals?category=${category.slug}&limit=2&cursor=${encodeURIComponent(first.headers["x-next-cursor"]!)}`)
      .expect(200);
    const later = next.body as Professional[];
    expect(later.map((r) => r.id)).toEqual([basic.id, few.id]);
    expect(later[0]!.responseFigures).toEqual(card(basic.id).responseFigures);
  });

  it("shows a business's figures on its card", async () => {
    const category = await createCategory(database.db);
    const shop = await createBusiness(database.db, { categoryId: category.id });
    await addLeads("business", shop.id, 6);
    const rows = (await request(app).get(`/api/businesses?category=${category.slug}`).expect(200)).body as Business[];
    expect(rows.find((r) => r.id === shop.id)?.responseFigures).toEqual({ medianMinutes: expect.any(Number), replied: 6, total: 6 });
  });
});
