import { and, eq } from "drizzle-orm";
import request from "supertest";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { auditLog } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { readHead, seoTestApp } from "../../test/seo-kit";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";

/**
 * Issue 29: a listing's Spanish texts and languages, edited by its owner (/account) and by staff
 * (/admin), each audited, in the public answers and the page's JSON-LD (knowsLanguage on a
 * Person, availableLanguage on a business's contact point); a category's Spanish name by staff.
 */
describe.each(engines)("Spanish content on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) => seoTestApp(db));
  const audits = (entityType: string, entityId: number) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))));
  const ldOf = async (path: string) => readHead((await request(app).get(path).expect(200)).text).jsonLd.find((l) => String(l["@id"]).includes(path));

  it("an owner gives a professional's Spanish title, bio, specialties and languages: live at once, audited, in JSON-LD", async () => {
    const pro = await createProfessional(database.db, { title: "CPA" });
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const path = `/api/account/listings/professional/${pro.id}`;
    const sent = { titleEs: " Contadora pública ", bioEs: "Le ayudo con sus impuestos.", specialtiesEs: ["Impuestos", ""], languages: ["es", "en"] };
    const res = await request(app).patch(path).set("Cookie", cookie).send(sent).expect(200);
    const saved = { titleEs: "Contadora pública", bioEs: "Le ayudo con sus impuestos.", specialtiesEs: ["Impuestos"], languages: ["en", "es"] };
    expect(res.body.values).toMatchObject(saved);
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body).toMatchObject(saved);
    const [entry] = await audits("professional", pro.id);
    expect(entry).toMatchObject({
      action: "professional.owner_update",
      before: { titleEs: null, bioEs: null, specialtiesEs: [], languages: ["en"] },
      after: saved,
    });
    const ld = await ldOf(`/professional/${pro.id}`);
    expect(ld?.knowsLanguage).toEqual([
      { "@type": "Language", name: "English", alternateName: "en" },
      { "@type": "Language", name: "Spanish", alternateName: "es" },
    ]);
  });

  it("refuses an owner's bad Spanish fields and languages with 400 naming each field, changing nothing", async () => {
    const pro = await createProfessional(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const res = await request(app)
      .patch(`/api/account/listings/professional/${pro.id}`)
      .set("Cookie", cookie)
      .send({ titleEs: "x".repeat(201), bioEs: "x".repeat(10_001), languages: [] })
      .expect(400);
    expect(res.body.fieldErrors).toEqual({
      titleEs: ["Title (Spanish) must be at most 200 characters"],
      bioEs: ["Bio (Spanish) must be at most 10000 characters"],
      languages: ["Languages must include at least one language"],
    });
    const unknown = await request(app)
      .patch(`/api/account/listings/professional/${pro.id}`)
      .set("Cookie", cookie)
      .send({ languages: ["en", "klingon"] });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fieldErrors)).toEqual(["languages"]);
    expect(await audits("professional", pro.id)).toEqual([]);
  });

  it("an owner gives a business's Spanish description, services and languages; its contact point says them", async () => {
    const biz = await createBusiness(database.db, { phone: "210-555-0133" });
    const { cookie } = await ownerSession(app, database.db, [{ kind: "business", id: biz.id }]);
    await request(app)
      .patch(`/api/account/listings/business/${biz.id}`)
      .set("Cookie", cookie)
      .send({ descriptionEs: "Tortillas recién hechas.", servicesEs: ["Banquetes"], languages: ["en", "es"] })
      .expect(200);
    expect((await request(app).get(`/api/businesses/${biz.id}`).expect(200)).body).toMatchObject({
      descriptionEs: "Tortillas recién hechas.",
      servicesEs: ["Banquetes"],
      languages: ["en", "es"],
    });
    expect((await audits("business", biz.id))[0]).toMatchObject({ action: "business.owner_update", after: { descriptionEs: "Tortillas recién hechas." } });
    const ld = await ldOf(`/business/${biz.id}`);
    expect(ld?.contactPoint).toEqual({
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: "210-555-0133",
      availableLanguage: [
        { "@type": "Language", name: "English", alternateName: "en" },
        { "@type": "Language", name: "Spanish", alternateName: "es" },
      ],
    });
  });

  it("staff edit the Spanish fields and languages (audited as an update, revertible) and a category's Spanish name", async () => {
    const editor = await staffSession(app, database.db, "editor");
    const pro = await createProfessional(database.db);
    await request(app)
      .patch(`/api/admin/professionals/${pro.id}`)
      .set("Cookie", editor.cookie)
      .send({ bioEs: "Atiende con cita.", languages: ["en", "es", "vi"] })
      .expect(200);
    const [update] = await audits("professional", pro.id);
    expect(update).toMatchObject({ action: "professional.update", after: { bioEs: "Atiende con cita.", languages: ["en", "es", "vi"] } });
    await request(app).post(`/api/admin/audit/${update!.id}/revert`).set("Cookie", editor.cookie).send({}).expect(201);
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body).toMatchObject({ bioEs: null, languages: ["en"] });
    const bad = await request(app)
      .patch(`/api/admin/businesses/${(await createBusiness(database.db)).id}`)
      .set("Cookie", editor.cookie)
      .send({ descriptionEs: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ descriptionEs: ["Description (Spanish) must be text"] });

    const cat = await createCategory(database.db, { name: `Legal ${uniqueToken("c")}` });
    const named = await request(app)
      .patch(`/api/admin/categories/${cat.id}`)
      .set("Cookie", editor.cookie)
      .send({ name: cat.name, nameEs: "Abogados" })
      .expect(200);
    expect(named.body).toMatchObject({ name: cat.name, nameEs: "Abogados" });
    // Left out, the Spanish name stays; the public list carries it.
    await request(app).patch(`/api/admin/categories/${cat.id}`).set("Cookie", editor.cookie).send({ name: cat.name }).expect(200);
    expect((await request(app).get("/api/categories").expect(200)).body).toContainEqual({ id: cat.id, name: cat.name, nameEs: "Abogados", slug: cat.slug });
    const entries = await audits("category", cat.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "category.update", before: { nameEs: null }, after: { nameEs: "Abogados" } });
    const pub = await createProfessional(database.db, { categoryId: cat.id });
    expect((await request(app).get(`/api/professionals/${pub.id}`).expect(200)).body).toMatchObject({ category: cat.name, categoryEs: "Abogados" });
  });
});
