import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import request from "supertest";
import { importRevertConflictSchema, revertResultSchema, type ImportReport } from "@shared/admin/import";
import { createProfessional, uniqueToken } from "../../db/factories";
import { listingOwners, listingPhotos, professionals, users } from "../../db/schema";
import { engines } from "../../test/database";
import { csvOf, importApp } from "../../test/import-kit";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";

/** Issue 26 item 10: an import's revert never silently overwrites a later edit, never deletes a claimed listing, never leaves orphans. */
describe.each(engines)("reverting an import after owners acted on %s", (engine) => {
  const { database, app } = setupTestApp(engine, importApp);
  let cookie = "";
  beforeAll(async () => {
    cookie = (await staffSession(app, database.db, "editor")).cookie;
  });
  const importCsv = async (rows: string[][]) =>
    (
      (
        await request(app)
          .post("/api/admin/import/professionals?dryRun=false")
          .set("Cookie", cookie)
          .set("Content-Type", "text/csv")
          .send(csvOf([["external_id", "name", "title", "company"], ...rows]))
          .expect(200)
      ).body as ImportReport
    ).changeSetId!;
  const revert = (changeSetId: string, query = "") => request(app).post(`/api/admin/import/${changeSetId}/revert${query}`).set("Cookie", cookie);
  const byId = async (id: number) => (await database.db.select().from(professionals).where(eq(professionals.id, id)))[0];

  it("answers the fields an owner edited since, writes nothing, and overwrites them only when asked", async () => {
    const t = uniqueToken("edited");
    const listing = await createProfessional(database.db, { externalId: t, name: "Owner Sample", title: "CPA", company: "Old Co" });
    const changeSetId = await importCsv([[t, "Owner Sample", "Senior CPA", "New Co"]]);
    // The owner changes the company the import had set (the title stays as imported).
    await database.db.update(professionals).set({ company: "Owner Co" }).where(eq(professionals.id, listing.id));

    const refused = await revert(changeSetId).expect(409);
    const conflict = importRevertConflictSchema.parse(refused.body);
    expect(conflict.total).toBe(1);
    expect(conflict.conflicts).toEqual([{ entityId: String(listing.id), name: "Owner Sample", fields: ["company"] }]);
    expect(conflict.message).toMatch(/edited after the import/);
    expect(await byId(listing.id)).toMatchObject({ title: "Senior CPA", company: "Owner Co" });

    const forced = await revert(changeSetId, "?force=true").expect(200);
    expect(revertResultSchema.parse(forced.body)).toMatchObject({ restored: 1 });
    expect(await byId(listing.id)).toMatchObject({ title: "CPA", company: "Old Co" });
  });

  it("unpublishes a created listing an owner has claimed instead of deleting it, keeping its owner and photo rows pointing at it", async () => {
    const t = uniqueToken("claimed");
    const changeSetId = await importCsv([
      [`${t}-claimed`, "Claimed Sample", "CPA", ""],
      [`${t}-alone`, "Alone Sample", "CPA", ""],
    ]);
    const created = await database.db
      .select()
      .from(professionals)
      .where(inArray(professionals.externalId, [`${t}-claimed`, `${t}-alone`]));
    const claimed = created.find((r) => r.externalId === `${t}-claimed`)!;
    const userId = randomUUID();
    await database.db.insert(users).values({ id: userId, email: `${t}@example.test`, name: "Owner", role: null, emailVerified: true });
    await database.db.insert(listingOwners).values({ userId, listingKind: "professional", listingId: claimed.id });
    await database.db.insert(listingPhotos).values({ listingKind: "professional", listingId: claimed.id, purpose: "photo", variants: [] });

    const res = await revert(changeSetId).expect(200);
    expect(revertResultSchema.parse(res.body)).toMatchObject({ deleted: 1, unpublished: 1 });
    const left = await database.db
      .select()
      .from(professionals)
      .where(inArray(professionals.externalId, [`${t}-claimed`, `${t}-alone`]));
    expect(left.map((r) => r.id)).toEqual([claimed.id]);
    expect(left[0]!.unpublishedAt).not.toBeNull();
    // No orphans: the owner and the photo still point at a listing that exists.
    const owners = await database.db.select().from(listingOwners).where(eq(listingOwners.userId, userId));
    const photos = await database.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, claimed.id));
    expect(owners.map((o) => o.listingId)).toEqual([claimed.id]);
    expect(photos).toHaveLength(1);
  });
});
