import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { leads } from "../../db/lead-schema";
import { createBusiness } from "../../db/factories";
import { migrationsFolder } from "../../db/migrate";
import { inquiries } from "../../db/schema";
import { engines } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestDatabase } from "../../test/test-app";

// Found by its name, not its number: migration numbers are renumbered when branches merge.
const file = readdirSync(migrationsFolder).find((f) => f.endsWith("_leads.sql"));
const statements = readFileSync(join(migrationsFolder, file ?? "missing-migration.sql"), "utf8").split("--> statement-breakpoint");
const copyMessages = statements.find((s) => s.includes('INSERT INTO "leads"'))!;

// The INSERT reads every inquiry: this file has a database of its own.
describe.each(engines)("the migration making listings' contact messages leads, on %s", (engine) => {
  const database = setupTestDatabase(engine, openPrivateDatabase);

  it("copies each listing's contact message as a lead of kind message, answered becoming replied", async () => {
    const biz = await createBusiness(database.db);
    const base = { kind: "contact" as const, name: "Ana", email: "ana@example.com", listingKind: "business" as const, listingId: biz.id };
    // As a database from before the migration: inquiries without leads.
    await database.db.insert(inquiries).values([
      { ...base, message: "new one" },
      { ...base, message: "staff answered", status: "answered" },
      { ...base, message: "owner answered", ownerAnsweredAt: "2026-03-02T15:00:00Z" },
      { ...base, message: "spam", status: "spam" },
      { ...base, message: "in progress", status: "in_progress" },
      { kind: "contact", name: "B", email: "b@example.com", message: "no listing" },
      { kind: "advertising", name: "C", email: "c@example.com", message: "ads", listingKind: "business", listingId: biz.id },
    ]);
    await database.db.delete(leads);
    await database.db.execute(sql.raw(copyMessages));
    const rows = await database.db
      .select({ needed: leads.needed, kind: leads.kind, status: leads.status, firstRepliedAt: leads.firstRepliedAt, listingId: leads.listingId })
      .from(leads)
      .orderBy(asc(leads.id));
    expect(rows.map((r) => [r.needed, r.kind, r.status])).toEqual([
      ["new one", "message", "new"],
      ["staff answered", "message", "replied"],
      ["owner answered", "message", "replied"],
      ["spam", "message", "spam"],
      ["in progress", "message", "new"],
    ]);
    expect(new Date(rows[2]!.firstRepliedAt!).toISOString()).toBe("2026-03-02T15:00:00.000Z");
    const linked = await database.db.select({ inquiryId: leads.inquiryId }).from(leads).innerJoin(inquiries, eq(inquiries.id, leads.inquiryId));
    expect(linked).toHaveLength(5);
  });
});
