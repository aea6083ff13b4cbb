import { sql } from "drizzle-orm";
import request from "supertest";
import type { OpeningHours } from "@shared/hours";
import { createApp } from "../../app";
import { createProfessionals } from "../../db/factories";
import { professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestDatabase } from "../../test/test-app";
import { hoursAroundNow, OPEN_INDEX_SHARE, readOpenShares, usesOpenIndex, weekHour } from "./near-sql";

const week = (shifts: (OpeningHours["weekly"][number] | undefined)[]) => ({ weekly: shifts.map((s) => s ?? []) as OpeningHours["weekly"], special: [] });
const allDay = [{ open: "00:00", close: "24:00" }];
const officeHours = [{ open: "09:00", close: "17:00" }];

/**
 * Issue 26 item 1: open now goes through the hour of the week's index (migration 0031) only when
 * the planner's statistics say few listings are open in that hour; with most open it reads them
 * in the list's order, as before. A database of its own: the shares are the whole table's.
 */
describe.each(engines)("open now's hour index on %s", (engine) => {
  const database = setupTestDatabase(engine, openPrivateDatabase);

  it("reads the share of listings open in each hour from the statistics, and uses the index only where it is small", async () => {
    // 40 listings open on weekdays 9-5, 4 open around the clock.
    await createProfessionals(database.db, [
      ...Array.from({ length: 40 }, () => ({ hours: week([undefined, officeHours, officeHours, officeHours, officeHours, officeHours, undefined]) })),
      ...Array.from({ length: 4 }, () => ({ hours: week([allDay, allDay, allDay, allDay, allDay, allDay, allDay]) })),
    ]);
    await database.db.execute(sql`analyze professionals`);
    // Past the 10 minutes a process keeps them: read again.
    await readOpenShares(database.db, professionals, Date.now() + 3_600_000);
    const mondayNoon = 1 * 24 + 12;
    const sundayNight = 0 * 24 + 3;
    expect(usesOpenIndex(professionals, [mondayNoon])).toBe(false);
    expect(usesOpenIndex(professionals, [sundayNight])).toBe(true);
    // Both hours of a statement's window must be quiet.
    expect(usesOpenIndex(professionals, [sundayNight, mondayNoon])).toBe(false);
    // A count capped at 1,000 on 44 rows: listing 4 index entries costs less than testing 44 rows.
    expect(usesOpenIndex(professionals, [sundayNight], 1000)).toBe(true);
    expect(usesOpenIndex(professionals, [mondayNoon], 1000)).toBe(false);
    expect(OPEN_INDEX_SHARE).toBeLessThan(40 / 44);
  });

  it("lists the same listings open now whichever way it reads them", async () => {
    const app = createApp({ db: database.db, stripe: null, search: { rateLimit: { limit: 100_000 } } });
    const ids = async (path: string) => ((await request(app).get(path).expect(200)).body as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
    const expected = (
      (await database.db.execute(sql`select id from professionals where unpublished_at is null and listing_open_at(hours, now()) order by id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((r) => Number(r.id));
    expect(await ids("/api/professionals?open=now&limit=100")).toEqual(expected);
    expect(hoursAroundNow()).toContain(weekHour(Date.now()));
  });
});
