import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import request from "supertest";
import type { OpeningHours } from "@shared/hours";
import { createApp } from "../../app";
import { createBusiness, createCategory, createProfessional, createProfessionals, uniqueToken } from "../../db/factories";
import { businesses, professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { hours, instant } from "../../test/hours-arbitraries";
import { setupTestDatabase } from "../../test/test-app";
import { openAt, openAtIndexed, openNow, weekHour } from "./near-sql";

const allDay = { open: "00:00", close: "24:00" };
const everyDay = (shifts: OpeningHours["weekly"][number]) => [0, 1, 2, 3, 4, 5, 6].map(() => shifts) as OpeningHours["weekly"];
/** A San Antonio date `days` from now ("2026-11-26"): special dates around today, so that a query at midnight still reads them. */
const saDate = (days: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date(Date.now() + days * 86_400_000));
const aroundToday = (shifts: OpeningHours["weekly"][number]) => [-1, 0, 1].map((d) => ({ date: saDate(d), shifts }));

/**
 * Issue 26: open now reads each listing's weekly hours as week-minute ranges (generated columns)
 * and only the listings with a special date today or yesterday through listing_open_at; the
 * answer must stay listing_open_at's for any hours at any instant.
 */
describe.each(engines)("open now by week-minute ranges on %s", (engine) => {
  const database = setupTestDatabase(engine);

  it("agrees with listing_open_at for any hours at any instant, special dates and DST days included", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hours, { minLength: 1, maxLength: 5 }), fc.array(instant, { minLength: 1, maxLength: 4 }), async (weeks, instants) => {
        const made = await createProfessionals(
          database.db,
          weeks.map((h) => ({ hours: JSON.parse(JSON.stringify(h)) as OpeningHours })), // plain objects: fast-check makes null-prototype ones
        );
        const ids = made.map((m) => m.id);
        for (const t of instants) {
          const at = sql`${new Date(t).toISOString()}::timestamptz`;
          const rows = await database.db
            .select({
              id: professionals.id,
              ranges: openAt(professionals, at).mapWith(Boolean),
              // As open now asks it (migration 0031's hour of the week, then the ranges).
              indexed: openAtIndexed(professionals, at, [weekHour(t)]).mapWith(Boolean),
              exact: sql<boolean>`listing_open_at(${professionals.hours}, ${at})`,
            })
            .from(professionals)
            .where(inArray(professionals.id, ids));
          for (const row of rows)
            expect({ id: row.id, at: new Date(t).toISOString(), open: row.ranges, indexed: row.indexed }).toEqual({
              id: row.id,
              at: new Date(t).toISOString(),
              open: row.exact,
              indexed: row.exact,
            });
        }
      }),
      { numRuns: 80 },
    );
    // 80 runs of up to 5 listings at 4 instants: past the default 30 s on a busy machine.
  }, 180_000);

  it("keeps the hours of the week the ranges touch (open_hours, the index of open now), on San Antonio's clock as week_minute counts", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hours, { minLength: 1, maxLength: 4 }), fc.array(instant, { minLength: 1, maxLength: 4 }), async (weeks, instants) => {
        const made = await createProfessionals(
          database.db,
          weeks.map((h) => ({ hours: JSON.parse(JSON.stringify(h)) as OpeningHours })),
        );
        for (const t of instants) {
          const at = sql`${new Date(t).toISOString()}::timestamptz`;
          const rows = await database.db
            .select({
              inRanges: sql<boolean>`${professionals}."open_week" @> week_minute(${at})`,
              hours: sql<number[]>`${professionals}."open_hours"`,
              hour: sql<number>`week_minute(${at}) / 60`.mapWith(Number),
            })
            .from(professionals)
            .where(
              inArray(
                professionals.id,
                made.map((m) => m.id),
              ),
            );
          for (const row of rows) {
            // The TypeScript clock agrees with the database's, and a listing open at that minute is in that hour's entry.
            expect(row.hour).toBe(weekHour(t));
            if (row.inRanges) expect(row.hours).toContain(row.hour);
          }
        }
      }),
      { numRuns: 60 },
    );
  }, 180_000);

  it("answers open now as listing_open_at does, for any hours (the hour's index entry, then the minute)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hours, { minLength: 1, maxLength: 5 }), async (weeks) => {
        const made = await createProfessionals(
          database.db,
          weeks.map((h) => ({ hours: JSON.parse(JSON.stringify(h)) as OpeningHours })),
        );
        const rows = await database.db
          .select({
            id: professionals.id,
            open: openNow(professionals).mapWith(Boolean),
            exact: sql<boolean>`listing_open_at(${professionals.hours}, now())`,
          })
          .from(professionals)
          .where(
            inArray(
              professionals.id,
              made.map((m) => m.id),
            ),
          );
        for (const row of rows) expect({ id: row.id, open: row.open }).toEqual({ id: row.id, open: row.exact });
      }),
      { numRuns: 60 },
    );
  }, 180_000);

  it("recomputes the ranges when the hours change", async () => {
    const made = await createProfessional(database.db, { hours: { weekly: everyDay([]), special: [] } });
    const at = sql`now()`;
    const openNow = async () =>
      (
        await database.db
          .select({ open: openAt(professionals, at).mapWith(Boolean) })
          .from(professionals)
          .where(eq(professionals.id, made.id))
      )[0]!.open;
    expect(await openNow()).toBe(false);
    await database.db
      .update(professionals)
      .set({ hours: { weekly: everyDay([allDay]), special: [] } })
      .where(eq(professionals.id, made.id));
    expect(await openNow()).toBe(true);
    await database.db
      .update(professionals)
      .set({ hours: { weekly: everyDay([allDay]), special: aroundToday([]) } })
      .where(eq(professionals.id, made.id));
    expect(await openNow()).toBe(false);
  });

  it("lists by today's special dates over the weekly hours, with a term or without, professionals and businesses", async () => {
    const app = createApp({ db: database.db, stripe: null });
    const term = uniqueToken("holiday");
    const cat = await createCategory(database.db);
    const closedToday = await createProfessional(database.db, {
      name: `Ana ${term}`,
      categoryId: cat.id,
      hours: { weekly: everyDay([allDay]), special: aroundToday([]) },
    });
    const openToday = await createProfessional(database.db, {
      name: `Bea ${term}`,
      categoryId: cat.id,
      hours: { weekly: everyDay([]), special: aroundToday([allDay]) },
    });
    const usual = await createProfessional(database.db, { name: `Cy ${term}`, categoryId: cat.id, hours: { weekly: everyDay([allDay]), special: [] } });
    const ids = (body: { id: number }[]) => body.map((r) => r.id).sort((a, b) => a - b);
    const expected = [openToday.id, usual.id].sort((a, b) => a - b);
    expect(closedToday.id).toBeGreaterThan(0);
    expect(ids((await request(app).get(`/api/professionals?search=${term}&open=now`).expect(200)).body)).toEqual(expected);
    expect(ids((await request(app).get(`/api/professionals?categoryIds=${cat.id}&open=now`).expect(200)).body)).toEqual(expected);

    const business = await createBusiness(database.db, { name: `Dot ${term}`, hours: { weekly: everyDay([allDay]), special: aroundToday([]) } });
    const open = await createBusiness(database.db, { name: `Eve ${term}`, hours: { weekly: everyDay([]), special: aroundToday([allDay]) } });
    const found = await request(app).get(`/api/businesses?search=${term}&open=now`).expect(200);
    expect(found.body.map((b: { id: number }) => b.id)).toEqual([open.id]);
    expect(business.id).not.toBe(open.id);
    const [row] = await database.db
      .select({ open: openAt(businesses, sql`now()`).mapWith(Boolean) })
      .from(businesses)
      .where(eq(businesses.id, open.id));
    expect(row!.open).toBe(true);
  });
});
