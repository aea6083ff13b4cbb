import { and, desc, eq } from "drizzle-orm";
import request from "supertest";
import { adminCategorySchema } from "@shared/admin/listings";
import { createBusiness, createProfessional, uniqueToken } from "../../db/factories";
import { auditLog } from "../../db/schema";
import { setupAdminApp } from "../../test/admin-test-app";
import { engines } from "../../test/database";

describe.each(engines)("admin categories API on %s", (engine) => {
  const { database, app, session } = setupAdminApp(engine);
  const as = (method: "get" | "post" | "patch" | "delete", path: string) => request(app)[method](`/api/admin${path}`).set("Cookie", session.cookie);
  const actions = async (id: number) =>
    (
      await database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "category"), eq(auditLog.entityId, String(id))))
        .orderBy(desc(auditLog.id))
    ).map((r) => r.action);

  it("creates a category with a slug from its name, renames it keeping the slug, and records both", async () => {
    const token = uniqueToken("Cat");
    const created = adminCategorySchema.parse(
      (
        await as("post", "/categories")
          .send({ name: ` Estate ${token} Planning ` })
          .expect(201)
      ).body,
    );
    expect(created).toMatchObject({ name: `Estate ${token} Planning`, slug: `estate-${token.toLowerCase()}-planning`, professionals: 0, businesses: 0 });
    const renamed = await as("patch", `/categories/${created.id}`)
      .send({ name: `Wills ${token}` })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: `Wills ${token}`, slug: created.slug });
    expect((await request(app).get("/api/categories").expect(200)).body).toContainEqual({
      id: created.id,
      name: `Wills ${token}`,
      nameEs: null,
      slug: created.slug,
    });
    expect(await actions(created.id)).toEqual(["category.update", "category.create"]);
  });

  it("gives a second category of the same words its own slug, and refuses a name already used (any case) with 409", async () => {
    const token = uniqueToken("Twin");
    const first = (
      await as("post", "/categories")
        .send({ name: `${token} Law` })
        .expect(201)
    ).body;
    const second = (
      await as("post", "/categories")
        .send({ name: `${token} law!` })
        .expect(201)
    ).body;
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(
      (
        await as("post", "/categories")
          .send({ name: `${token} LAW` })
          .expect(409)
      ).body.message,
    ).toMatch(/already exists/);
    expect(
      (
        await as("patch", `/categories/${second.id}`)
          .send({ name: `${token} law` })
          .expect(409)
      ).body.message,
    ).toMatch(/name/);
  });

  it("refuses to delete a category a listing uses (409 with the counts, published or not) and deletes an empty one", async () => {
    const cat = (
      await as("post", "/categories")
        .send({ name: `Busy ${uniqueToken("Del")}` })
        .expect(201)
    ).body;
    const pro = await createProfessional(database.db, { categoryId: cat.id, unpublishedAt: new Date().toISOString() });
    await createBusiness(database.db, { categoryId: cat.id });
    const refused = await as("delete", `/categories/${cat.id}`).expect(409);
    expect(refused.body).toMatchObject({ professionals: 1, businesses: 1, message: expect.stringMatching(/1 professional/) });
    expect((await as("get", "/categories").expect(200)).body).toContainEqual({ ...cat, professionals: 1, businesses: 1 });
    const empty = (
      await as("post", "/categories")
        .send({ name: `Empty ${uniqueToken("Del")}` })
        .expect(201)
    ).body;
    await as("delete", `/categories/${empty.id}`).expect(204);
    await as("delete", `/categories/${empty.id}`).expect(404);
    expect(await actions(empty.id)).toEqual(["category.delete", "category.create"]);
    expect(pro.categoryId).toBe(cat.id);
  });

  it("answers 400 naming the field for a blank or too long name, or a bad id", async () => {
    expect((await as("post", "/categories").send({ name: "  " }).expect(400)).body.fieldErrors.name).toEqual(["Name is required"]);
    expect(
      (
        await as("post", "/categories")
          .send({ name: "x".repeat(101) })
          .expect(400)
      ).body.message,
    ).toMatch(/name/);
    expect((await as("post", "/categories").send({}).expect(400)).body.message).toMatch(/name/);
    expect((await as("patch", "/categories/abc").send({ name: "A" }).expect(400)).body.message).toMatch(/id/);
  });
});
