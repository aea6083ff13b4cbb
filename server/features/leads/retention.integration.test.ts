import { eq, inArray } from "drizzle-orm";
import { createProfessional } from "../../db/factories";
import { leads } from "../../db/lead-schema";
import { engines } from "../../test/database";
import { setupTestDatabase } from "../../test/test-app";
import { retentionCutoff, runLeadRetention } from "./retention";

describe.each(engines)("deleting leads older than 24 months on %s", (engine) => {
  const database = setupTestDatabase(engine);

  it("deletes only the leads created before the cutoff", async () => {
    const now = new Date("2026-11-24T12:00:00Z");
    expect(retentionCutoff(now).toISOString()).toBe("2024-11-24T12:00:00.000Z");
    const pro = await createProfessional(database.db);
    const base = { kind: "quote" as const, listingKind: "professional" as const, listingId: pro.id, needed: "x", name: "A", email: "a@example.com" };
    const rows = await database.db
      .insert(leads)
      .values([
        { ...base, createdAt: "2024-11-24T11:59:00Z" },
        { ...base, createdAt: "2024-11-24T12:01:00Z" },
        { ...base, createdAt: "2026-11-01T00:00:00Z" },
      ])
      .returning({ id: leads.id });
    const run = await runLeadRetention(database.db, now);
    expect(run.skipped).toBe(false);
    expect(run.deleted).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .select({ id: leads.id })
      .from(leads)
      .where(
        inArray(
          leads.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id)).toEqual([rows[1]!.id, rows[2]!.id]);
    expect(await database.db.select().from(leads).where(eq(leads.id, rows[0]!.id))).toHaveLength(0);
  });
});
