import { sql } from "drizzle-orm";
import type { OpeningHours } from "@shared/hours";
import { createProfessional } from "./factories";
import { BUSY_FIGURES_FOR_MS, BUSY_LISTING_LEADS, listingResponseFigures, pageResponseFigures, publicResponseFigures } from "./lead-figures";
import { engines } from "../test/database";
import { setupTestDatabase } from "../test/test-app";

/**
 * A listing's public response figures (issue 31): exact on every read, except that a busy
 * listing's (500 leads or more in 90 days) are kept for 5 minutes, so a directory change that
 * clears the page cache does not make its page read and compute thousands of leads again.
 */
describe.each(engines)("public response figures on %s", (engine) => {
  const database = setupTestDatabase(engine);
  afterEach(() => vi.useRealTimers());

  /** `count` leads created 2 to 60 days ago on weekday mornings (Chicago), each replied `minutes` later. */
  const addLeads = (listingId: number, count: number, minutes: number) =>
    database.db.execute(sql`INSERT INTO leads (kind, listing_kind, listing_id, needed, name, email, status, created_at, first_replied_at)
      SELECT 'quote', 'professional', ${listingId}::int, 'Sample request', 'Sample Visitor', 'sample-visitor@example.com', 'replied', at, at + ${minutes}::int * interval '1 minute'
      FROM (SELECT date_trunc('day', now() - (2 + g % 58) * interval '1 day') + interval '15 hours' AS at FROM generate_series(1, ${count}::int) g) d
      WHERE extract(isodow FROM at) < 6`);

  it("keeps a busy listing's figures for 5 minutes, and reads a quiet one's on each read", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const busy = await createProfessional(database.db);
    await addLeads(busy.id, BUSY_LISTING_LEADS * 2, 30);
    const first = await publicResponseFigures(database.db, "professional", busy.id, null);
    expect(first).toMatchObject({ medianMinutes: 30 });
    expect(first!.total).toBeGreaterThanOrEqual(BUSY_LISTING_LEADS);

    // As many slower replies again: the exact median moves at once, the page's within 5 minutes.
    await addLeads(busy.id, BUSY_LISTING_LEADS * 3, 90);
    const exact = await listingResponseFigures(database.db, "professional", busy.id, null);
    expect(exact).toMatchObject({ medianMinutes: 90 });
    expect(await publicResponseFigures(database.db, "professional", busy.id, null)).toEqual(first);
    vi.setSystemTime(Date.now() + BUSY_FIGURES_FOR_MS + 1_000);
    expect(await publicResponseFigures(database.db, "professional", busy.id, null)).toMatchObject({ medianMinutes: 90, total: exact!.total });

    // New closed dates (a holiday added to the hours) are new figures at once.
    const holiday: OpeningHours = { weekly: [[], [], [], [], [], [], []], special: [{ date: "2026-01-01", shifts: [], label: "New Year's Day" }] };
    expect(await publicResponseFigures(database.db, "professional", busy.id, holiday)).toEqual(
      await listingResponseFigures(database.db, "professional", busy.id, holiday),
    );

    const quiet = await createProfessional(database.db);
    await addLeads(quiet.id, 10, 30);
    expect(await publicResponseFigures(database.db, "professional", quiet.id, null)).toMatchObject({ medianMinutes: 30 });
    await addLeads(quiet.id, 20, 120);
    expect(await publicResponseFigures(database.db, "professional", quiet.id, null)).toMatchObject({ medianMinutes: 120 });
  });

  it("gives a list page's busy cards the figures its page keeps, and reads the others' on each read", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const busy = await createProfessional(database.db);
    const quiet = await createProfessional(database.db);
    await addLeads(busy.id, BUSY_LISTING_LEADS * 2, 30);
    await addLeads(quiet.id, 10, 30);
    const cards = [
      { id: busy.id, hours: null },
      { id: quiet.id, hours: null },
    ];
    const first = await pageResponseFigures(database.db, "professional", cards);
    expect(first.get(busy.id)).toMatchObject({ medianMinutes: 30 });
    expect(first.get(quiet.id)).toMatchObject({ medianMinutes: 30 });

    await addLeads(busy.id, BUSY_LISTING_LEADS * 3, 90);
    await addLeads(quiet.id, 20, 120);
    const second = await pageResponseFigures(database.db, "professional", cards);
    expect(second.get(busy.id)).toEqual(first.get(busy.id));
    expect(second.get(quiet.id)).toMatchObject({ medianMinutes: 120 });
    // One keep: the listing's own page shows what its card shows.
    expect(await publicResponseFigures(database.db, "professional", busy.id, null)).toEqual(first.get(busy.id));

    vi.setSystemTime(Date.now() + BUSY_FIGURES_FOR_MS + 1_000);
    const exact = await listingResponseFigures(database.db, "professional", busy.id, null);
    expect((await pageResponseFigures(database.db, "professional", cards)).get(busy.id)).toEqual(exact);
    expect(exact).toMatchObject({ medianMinutes: 90 });
  });
});
