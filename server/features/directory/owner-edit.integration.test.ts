import { and, eq } from "drizzle-orm";
import request from "supertest";
import * as queryKeys from "@shared/query-keys";
import { createApp } from "../../app";
import { mountStaticClient } from "../../client";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { auditLog, businesses, pendingChanges, professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { readHead, readInitialData, seeded, TEST_SHELL, testBuildDir } from "../../test/seo-kit";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";

describe.each(engines)("owner edits their listing on %s", (engine) => {
  const now = () => new Date("2026-11-23T18:00:00Z");
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({
      passwordHasher: testPasswordHasher,
      db,
      stripe: null,
      postRateLimit: { limit: 1_000_000 },
      now,
      mountClient: (client) => mountStaticClient(client, { db, shell: TEST_SHELL, dist: testBuildDir(), now }),
    }),
  );
  const audits = (entityType: string, entityId: number) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))));

  it("changes a professional's details at once: public API, server-rendered page, head, JSON-LD and search; audited with owner_updated_at", async () => {
    const pro = await createProfessional(database.db, { phone: "210-555-0100" });
    const { cookie, user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const path = `/api/account/listings/professional/${pro.id}`;
    // Read (and cached) before the change.
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.phone).toBe("210-555-0100");
    await request(app).get(`/professional/${pro.id}`).expect(200);

    const title = `Harbor counsel ${uniqueToken("t")}`;
    const res = await request(app)
      .patch(path)
      .set("Cookie", cookie)
      .send({ phone: "(210) 555-0142", title, specialties: ["Probate", "", "Wills"], website: "https://harbor.example" })
      .expect(200);
    expect(res.body.values).toMatchObject({ phone: "210-555-0142", title, specialties: ["Probate", "Wills"], website: "https://harbor.example" });
    expect(res.body.ownerUpdatedAt).toBe("2026-11-23T18:00:00.000Z");
    expect((await request(app).get(path).set("Cookie", cookie).expect(200)).body.values.phone).toBe("210-555-0142");

    const pub = (await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body;
    expect(pub).toMatchObject({ phone: "210-555-0142", title, specialties: ["Probate", "Wills"] });
    const page = await request(app).get(`/professional/${pro.id}`).expect(200);
    expect((seeded(readInitialData(page.text), queryKeys.professional(pro.id))?.data as { phone: string }).phone).toBe("210-555-0142");
    const ld = readHead(page.text).jsonLd.find((l) => String(l["@id"]).includes(`/professional/${pro.id}`));
    expect(ld?.telephone).toBe("210-555-0142");
    const found = (await request(app).get("/api/professionals").query({ search: title }).expect(200)).body as { id: number }[];
    expect(found.map((p) => p.id)).toContain(pro.id);

    const [row] = await database.db.select().from(professionals).where(eq(professionals.id, pro.id));
    expect(new Date(row!.ownerUpdatedAt!).toISOString()).toBe("2026-11-23T18:00:00.000Z");
    const entries = await audits("professional", pro.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "professional.owner_update",
      actorId: user.id,
      before: { phone: "210-555-0100" },
      after: { phone: "210-555-0142", title, specialties: ["Probate", "Wills"], website: "https://harbor.example" },
    });
    // The same values again write nothing.
    await request(app).patch(path).set("Cookie", cookie).send({ phone: "210-555-0142" }).expect(200);
    expect(await audits("professional", pro.id)).toHaveLength(1);
  });

  it("changes a business's description, services and ZIP, and its page head carries the new phone", async () => {
    const biz = await createBusiness(database.db, { phone: "210-555-0110" });
    const { cookie } = await ownerSession(app, database.db, [{ kind: "business", id: biz.id }]);
    await request(app)
      .patch(`/api/account/listings/business/${biz.id}`)
      .set("Cookie", cookie)
      .send({ phone: "210-555-0111", description: "Fresh tortillas every morning.", services: ["Catering"], zipCode: "78205" })
      .expect(200);
    expect((await request(app).get(`/api/businesses/${biz.id}`).expect(200)).body).toMatchObject({
      phone: "210-555-0111",
      description: "Fresh tortillas every morning.",
      services: ["Catering"],
      zipCode: "78205",
    });
    const page = await request(app).get(`/business/${biz.id}`).expect(200);
    const ld = readHead(page.text).jsonLd.find((l) => String(l["@id"]).includes(`/business/${biz.id}`));
    expect(ld?.telephone).toBe("210-555-0111");
    expect((await audits("business", biz.id))[0]?.action).toBe("business.owner_update");
  });

  it("an editor reverts the owner's change from the audit log, and the public API follows", async () => {
    const pro = await createProfessional(database.db, { phone: "210-555-0120" });
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    await request(app).patch(`/api/account/listings/professional/${pro.id}`).set("Cookie", cookie).send({ phone: "210-555-0121" }).expect(200);
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.phone).toBe("210-555-0121");
    const [entry] = await audits("professional", pro.id);
    const editor = await staffSession(app, database.db, "editor");
    await request(app).post(`/api/admin/audit/${entry!.id}/revert`).set("Cookie", editor.cookie).send({}).expect(201);
    const [row] = await database.db.select({ phone: professionals.phone }).from(professionals).where(eq(professionals.id, pro.id));
    expect(row!.phone).toBe("210-555-0120");
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.phone).toBe("210-555-0120");
  });

  it("sends a new name and category to staff: waiting for approval, approve applies it (audited, revertible), reject leaves it", async () => {
    const [oldCat, newCat] = [await createCategory(database.db), await createCategory(database.db)];
    const pro = await createProfessional(database.db, { name: "Ana Ruiz", categoryId: oldCat.id });
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const path = `/api/account/listings/professional/${pro.id}`;
    const res = await request(app).patch(path).set("Cookie", cookie).send({ name: "Ana Ruiz-Soto", categoryId: newCat.id, phone: "210-555-0130" }).expect(200);
    // The phone is live, the name and category wait.
    expect(res.body).toMatchObject({ name: "Ana Ruiz", categoryId: oldCat.id, values: { phone: "210-555-0130" } });
    expect(res.body.pending.map((p: { field: string; value: unknown }) => [p.field, p.value])).toEqual([
      ["name", "Ana Ruiz-Soto"],
      ["categoryId", newCat.id],
    ]);
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.name).toBe("Ana Ruiz");

    // Owners cannot decide; staff list and decide.
    expect([401, 403]).toContain((await request(app).get("/api/admin/pending-changes").set("Cookie", cookie)).status);
    const editor = await staffSession(app, database.db, "editor");
    const list = (await request(app).get("/api/admin/pending-changes").set("Cookie", editor.cookie).expect(200)).body as {
      id: number;
      listingId: number;
      field: string;
      current: unknown;
      value: unknown;
    }[];
    const mine = list.filter((c) => c.listingId === pro.id);
    const nameChange = mine.find((c) => c.field === "name")!;
    const catChange = mine.find((c) => c.field === "categoryId")!;
    expect(nameChange).toMatchObject({ current: "Ana Ruiz", value: "Ana Ruiz-Soto" });

    await request(app)
      .post(`/api/admin/pending-changes/${nameChange.id}/approve`)
      .set("Cookie", editor.cookie)
      .send({})
      .expect(200, { id: nameChange.id, status: "approved" });
    await request(app)
      .post(`/api/admin/pending-changes/${catChange.id}/reject`)
      .set("Cookie", editor.cookie)
      .send({})
      .expect(200, { id: catChange.id, status: "rejected" });
    await request(app).post(`/api/admin/pending-changes/${nameChange.id}/reject`).set("Cookie", editor.cookie).send({}).expect(409);

    const pub = (await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body;
    expect(pub.name).toBe("Ana Ruiz-Soto");
    const [row] = await database.db.select({ categoryId: professionals.categoryId }).from(professionals).where(eq(professionals.id, pro.id));
    expect(row!.categoryId).toBe(oldCat.id);
    expect((await request(app).get(path).set("Cookie", cookie).expect(200)).body.pending).toEqual([]);

    const decisions = (await audits("pending_change", nameChange.id)).map((a) => a.action).sort();
    expect(decisions).toEqual(["pending_change.approve", "professional.owner_change_request"]);
    expect((await audits("pending_change", catChange.id)).map((a) => a.action).sort()).toEqual(["pending_change.reject", "professional.owner_change_request"]);
    // The approved name is an ordinary staff edit of the listing: one click reverts it.
    const approved = (await audits("professional", pro.id)).find((a) => a.action === "professional.update")!;
    expect(approved).toMatchObject({ before: { name: "Ana Ruiz" }, after: { name: "Ana Ruiz-Soto" } });
    await request(app).post(`/api/admin/audit/${approved.id}/revert`).set("Cookie", editor.cookie).send({}).expect(201);
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.name).toBe("Ana Ruiz");
  });

  it("a second wish for the same field replaces the first; asking for today's value withdraws it", async () => {
    const biz = await createBusiness(database.db, { name: "Casa Verde" });
    const { cookie } = await ownerSession(app, database.db, [{ kind: "business", id: biz.id }]);
    const path = `/api/account/listings/business/${biz.id}`;
    await request(app).patch(path).set("Cookie", cookie).send({ name: "Casa Verde Cafe" }).expect(200);
    const second = await request(app).patch(path).set("Cookie", cookie).send({ name: "Casa Verde Bakery" }).expect(200);
    expect(second.body.pending.map((p: { value: unknown }) => p.value)).toEqual(["Casa Verde Bakery"]);
    const back = await request(app).patch(path).set("Cookie", cookie).send({ name: "Casa Verde" }).expect(200);
    expect(back.body.pending).toEqual([]);
    const rows = await database.db
      .select({ status: pendingChanges.status })
      .from(pendingChanges)
      .where(and(eq(pendingChanges.listingKind, "business"), eq(pendingChanges.listingId, biz.id)));
    expect(rows.filter((r) => r.status === "pending")).toEqual([]);
    const [live] = await database.db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, biz.id));
    expect(live!.name).toBe("Casa Verde");
  });

  it.each<[string, "professional" | "business", unknown, string]>([
    ["an unknown field", "professional", { phone: "210-555-0140", isAdmin: true }, "isAdmin"],
    ["a field of the other kind", "professional", { description: "x" }, "description"],
    ["a bad phone", "professional", { phone: "call me" }, "phone"],
    ["a bad email", "business", { email: "nobody" }, "email"],
    ["a javascript: website", "professional", { website: "javascript:alert(1)" }, "website"],
    ["a social link that is not a web address", "business", { socialMedia: ["data:text/html,x"] }, "socialMedia.0"],
    ["a list that is a string", "professional", { specialties: "Probate" }, "specialties"],
    ["a null character", "professional", { bio: "a\u0000b" }, "bio"],
    ["a long title", "professional", { title: "x".repeat(201) }, "title"],
    ["a bad ZIP", "business", { zipCode: "7820" }, "zipCode"],
    ["an empty name", "business", { name: "  " }, "name"],
    ["a category that does not exist", "business", { categoryId: 2_000_000_000 }, "categoryId"],
    ["a category that is text", "professional", { categoryId: "lawyers" }, "categoryId"],
    ["an array body", "professional", [], "body"],
  ])("refuses %s with 400 naming the field, and changes nothing", async (_name, kind, body, field) => {
    const listing =
      kind === "professional" ? await createProfessional(database.db, { phone: "210-555-0150" }) : await createBusiness(database.db, { phone: "210-555-0150" });
    const { cookie } = await ownerSession(app, database.db, [{ kind, id: listing.id }]);
    const res = await request(app)
      .patch(`/api/account/listings/${kind}/${listing.id}`)
      .set("Cookie", cookie)
      .send(body as object)
      .expect(400);
    expect(`${res.body.message} ${Object.keys(res.body.fieldErrors ?? {}).join(" ")}`).toContain(field);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|stack/i);
    const table = kind === "professional" ? professionals : businesses;
    const [row] = await database.db.select({ phone: table.phone }).from(table).where(eq(table.id, listing.id));
    expect(row!.phone).toBe("210-555-0150");
    expect(await audits(kind, listing.id)).toEqual([]);
    expect(
      await database.db
        .select()
        .from(pendingChanges)
        .where(and(eq(pendingChanges.listingKind, kind), eq(pendingChanges.listingId, listing.id))),
    ).toEqual([]);
  });

  it("refuses hostile ids, queries and bodies on the staff routes with 400 naming the field", async () => {
    const editor = await staffSession(app, database.db, "editor");
    const q = await request(app).get("/api/admin/pending-changes").query({ status: "everything" }).set("Cookie", editor.cookie).expect(400);
    expect(q.body.message).toContain("status");
    const extra = await request(app).get("/api/admin/pending-changes").query({ sort: "id" }).set("Cookie", editor.cookie).expect(400);
    expect(extra.body.message).toContain("sort");
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const res = await request(app).post(`/api/admin/pending-changes/${id}/approve`).set("Cookie", editor.cookie).send({}).expect(400);
      expect(res.body.message).toContain("id");
    }
    const body = await request(app).post("/api/admin/pending-changes/1/approve").set("Cookie", editor.cookie).send({ force: true }).expect(400);
    expect(body.body.message).toContain("force");
    await request(app).post("/api/admin/pending-changes/2000000000/approve").set("Cookie", editor.cookie).send({}).expect(404);
    await request(app).get("/api/admin/pending-changes").expect(401);
  });

  it("refuses another owner's listing (404) and no session (401), changing nothing", async () => {
    const mine = await createProfessional(database.db);
    const theirs = await createProfessional(database.db, { phone: "210-555-0160" });
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: mine.id }]);
    const path = `/api/account/listings/professional/${theirs.id}`;
    await request(app).get(path).set("Cookie", cookie).expect(404);
    await request(app).patch(path).set("Cookie", cookie).send({ phone: "210-555-0161", name: "Mine now" }).expect(404);
    await request(app).patch(path).send({ phone: "210-555-0161" }).expect(401);
    await request(app).patch(`/api/account/listings/business/${mine.id}`).set("Cookie", cookie).send({ phone: "210-555-0161" }).expect(404);
    const [row] = await database.db.select({ phone: professionals.phone }).from(professionals).where(eq(professionals.id, theirs.id));
    expect(row!.phone).toBe("210-555-0160");
    expect(await audits("professional", theirs.id)).toEqual([]);
    expect(
      await database.db
        .select()
        .from(pendingChanges)
        .where(and(eq(pendingChanges.listingKind, "professional"), eq(pendingChanges.listingId, theirs.id))),
    ).toEqual([]);
  });
});
