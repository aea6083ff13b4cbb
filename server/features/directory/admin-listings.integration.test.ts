import { and, desc, eq } from "drizzle-orm";
import request from "supertest";
import { adminBusinessSchema, adminProfessionalSchema, type Duplicate } from "@shared/admin/listings";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { auditLog } from "../../db/schema";
import { setupAdminApp } from "../../test/admin-test-app";
import { engines } from "../../test/database";

/** A phone no other test uses: 210-555-01xx is shared by the factories, so 4 random digits after 210-55. */
const freshPhone = () => `210-55${Math.floor(Math.random() * 10)}-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;

describe.each(engines)("admin listings API on %s", (engine) => {
  const { database, app, session } = setupAdminApp(engine);
  const as = (method: "get" | "post" | "patch" | "delete", path: string) => request(app)[method](`/api/admin${path}`).set("Cookie", session.cookie);
  const auditOf = (entityType: string, id: number) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id));

  it("creates a professional with every field, answers it with its back-office columns and records the creation", async () => {
    const cat = await createCategory(database.db);
    const biz = await createBusiness(database.db);
    const phone = freshPhone();
    const res = await as("post", "/professionals")
      .send({
        name: `  Ana ${uniqueToken("Create")} `,
        title: "Estate Attorney",
        company: "Sample Law",
        photoUrl: "/images/professionals/p1.svg",
        phone: phone.replace(/-/g, "."),
        email: "ana@example.com",
        address: "1 Sample Way, San Antonio, TX 78205",
        bio: "Sample profile.",
        businessId: biz.id,
        categoryId: cat.id,
        website: "https://www.example.com/ana",
        education: ["JD, Sample University", ""],
        awards: ["Sample Award"],
        specialties: ["Wills", "Trusts"],
        socialMedia: ["https://www.linkedin.com/in/sample"],
        externalId: uniqueToken("ext"),
      })
      .expect(201);
    const created = adminProfessionalSchema.parse(res.body);
    expect(created).toMatchObject({ phone, category: cat.name, businessId: biz.id, education: ["JD, Sample University"], unpublishedAt: null });
    expect(created.name).not.toMatch(/^\s|\s$/);
    expect(res.headers.location).toBe(`/api/admin/professionals/${created.id}`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const [entry] = await auditOf("professional", created.id);
    expect(entry).toMatchObject({ action: "professional.create", actorEmail: session.email, before: null });
    expect(entry!.after).toMatchObject({ phone, specialties: ["Wills", "Trusts"] });
    expect((await as("get", `/professionals/${created.id}`).expect(200)).body).toEqual(res.body);
  });

  it.each([
    [{ name: "" }, "name", /Name is required/],
    [{ phone: "555-12" }, "phone", /Phone must look like 210-555-0123/],
    [{ email: "not an email" }, "email", /Email must look like/],
    [{ website: "javascript:alert(1)" }, "website", /http:\/\/ or https:\/\//],
    [{ photoUrl: "//evil.example/x.png" }, "photoUrl", /Photo must be/],
    [{ socialMedia: ["https://ok.example", "data:text/html,x"] }, "socialMedia.1", /social link/],
    [{ education: "one line" }, "education", /list of lines/],
    [{ categoryId: "3" }, "categoryId", /Category must be chosen/],
  ])("answers 400 naming the field for %j", async (fields, field, message) => {
    const res = await as("post", "/professionals")
      .send({ name: "Sample Person", title: "Sample", ...fields })
      .expect(400);
    expect(res.body.fieldErrors[field]).toEqual([expect.stringMatching(message)]);
    expect(res.body.message).toContain(field);
  });

  it("answers 400 for a category or business that does not exist, and for an unknown field in an edit", async () => {
    expect((await as("post", "/professionals").send({ name: "A", title: "B", categoryId: 2_000_000_000 }).expect(400)).body.message).toMatch(/categoryId/);
    expect((await as("post", "/professionals").send({ name: "A", title: "B", businessId: 2_000_000_000 }).expect(400)).body.message).toMatch(/businessId/);
    const pro = await createProfessional(database.db);
    expect((await as("patch", `/professionals/${pro.id}`).send({ goldUntil: "2999-01-01" }).expect(400)).body.message).toMatch(/goldUntil/);
    await as("get", "/professionals/2147483647").expect(404);
    await as("patch", "/professionals/2147483647").send({ name: "X" }).expect(404);
    expect((await as("get", "/professionals/abc").expect(400)).body.message).toMatch(/id/);
  });

  it("shows likely duplicates by phone or by name and address (case and spaces ignored), and refuses to create one without confirmation", async () => {
    const phone = freshPhone();
    const name = `Dup ${uniqueToken("Name")}`;
    const byPhone = await createProfessional(database.db, { phone });
    const byNameAddress = await createProfessional(database.db, { name, address: "12 Sample St, San Antonio" });
    const found = await as("get", "/professionals/duplicates")
      .query({ phone: phone.replace(/-/g, ""), name: `  ${name.toUpperCase()} `, address: "12  sample st, SAN ANTONIO" })
      .expect(200);
    expect(found.body.map((d: Duplicate) => [d.id, d.reason])).toEqual([
      [byPhone.id, "phone"],
      [byNameAddress.id, "name and address"],
    ]);
    const conflict = await as("post", "/professionals").send({ name: "Someone Else", title: "Sample", phone }).expect(409);
    expect(conflict.body.duplicates.map((d: Duplicate) => d.id)).toEqual([byPhone.id]);
    await as("post", "/professionals").send({ name: "Someone Else", title: "Sample", phone, confirmDuplicate: true }).expect(201);
    expect((await as("get", "/professionals/duplicates").query({ name }).expect(200)).body).toEqual([]);
  });

  it("edits only the fields sent, records their before and after, and records nothing for an edit that changes nothing", async () => {
    const pro = await createProfessional(database.db, { phone: "210-555-0111", title: "Old Title", bio: "Sample bio." });
    const res = await as("patch", `/professionals/${pro.id}`)
      .send({ phone: "(210) 555-0112", title: "Old Title", specialties: ["Tax"] })
      .expect(200);
    expect(res.body).toMatchObject({ phone: "210-555-0112", title: "Old Title", bio: "Sample bio.", specialties: ["Tax"] });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(0);
    const entries = await auditOf("professional", pro.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "professional.update",
      before: { phone: "210-555-0111", specialties: [] },
      after: { phone: "210-555-0112", specialties: ["Tax"] },
    });
    await as("patch", `/professionals/${pro.id}`).send({ phone: "210-555-0112" }).expect(200);
    expect(await auditOf("professional", pro.id)).toHaveLength(1);
    // Clearing an optional field: "" and null both mean none.
    expect((await as("patch", `/professionals/${pro.id}`).send({ bio: "", phone: null }).expect(200)).body).toMatchObject({ bio: null, phone: null });
  });

  it("refuses an external id another listing has with 409", async () => {
    const externalId = uniqueToken("ext");
    await createProfessional(database.db, { externalId });
    const other = await createProfessional(database.db);
    expect((await as("patch", `/professionals/${other.id}`).send({ externalId }).expect(409)).body.message).toMatch(/externalId/);
  });

  it("lists published and withdrawn listings by name with search by name, phone or email, category and status filters and keyset pages", async () => {
    const token = uniqueToken("List");
    const cat = await createCategory(database.db);
    const phone = freshPhone();
    const a = await createProfessional(database.db, { name: `A ${token}`, categoryId: cat.id, email: `${token}@example.com` });
    const b = await createProfessional(database.db, { name: `B ${token}`, categoryId: cat.id, phone, unpublishedAt: new Date().toISOString() });
    const c = await createProfessional(database.db, { name: `C ${token}`, categoryId: cat.id });
    const ids = async (query: Record<string, string>) => (await as("get", "/professionals").query(query).expect(200)).body.map((p: { id: number }) => p.id);
    expect(await ids({ categoryId: String(cat.id) })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ categoryId: String(cat.id), status: "published" })).toEqual([a.id, c.id]);
    expect(await ids({ categoryId: String(cat.id), status: "unpublished" })).toEqual([b.id]);
    expect(await ids({ search: token.toUpperCase() })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ search: `${token}@EXAMPLE` })).toEqual([a.id]);
    expect(await ids({ search: phone.replace(/-/g, "") })).toEqual([b.id]);
    const first = await as("get", "/professionals")
      .query({ categoryId: String(cat.id), limit: "2" })
      .expect(200);
    expect(first.body.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    const next = await as("get", "/professionals")
      .query({ categoryId: String(cat.id), limit: "2", cursor: first.headers["x-next-cursor"] })
      .expect(200);
    expect(next.body.map((p: { id: number }) => p.id)).toEqual([c.id]);
    expect(next.headers["x-next-cursor"]).toBeUndefined();
    expect((await as("get", "/professionals").query({ status: "hidden" }).expect(400)).body.message).toMatch(/status/);
    expect((await as("get", "/professionals").query({ limit: "500" }).expect(400)).body.message).toMatch(/limit/);
  });

  it("creates, edits, lists and withdraws businesses with their own fields", async () => {
    const token = uniqueToken("Biz");
    const phone = freshPhone();
    const created = await as("post", "/businesses")
      .send({
        name: `Biz ${token}`,
        phone,
        zipCode: "78205",
        services: ["Wills", " "],
        logoUrl: "https://cdn.example.com/logo.png",
        description: "Sample listing.",
      })
      .expect(201);
    const biz = adminBusinessSchema.parse(created.body);
    expect(biz).toMatchObject({ zipCode: "78205", services: ["Wills"], phone });
    expect((await as("post", "/businesses").send({ name: "X", zipCode: "7820" }).expect(400)).body.fieldErrors.zipCode).toEqual([
      expect.stringMatching(/ZIP code/),
    ]);
    expect((await as("post", "/businesses").send({ name: "Y", phone }).expect(409)).body.duplicates[0].id).toBe(biz.id);
    expect((await as("patch", `/businesses/${biz.id}`).send({ zipCode: "78209-1234" }).expect(200)).body.zipCode).toBe("78209-1234");
    expect((await as("get", "/businesses").query({ search: token }).expect(200)).body.map((b: { id: number }) => b.id)).toEqual([biz.id]);
    expect((await as("post", `/businesses/${biz.id}/unpublish`).expect(200)).body.unpublishedAt).not.toBeNull();
    expect((await auditOf("business", biz.id)).map((e) => e.action)).toEqual(["business.unpublish", "business.update", "business.create"]);
  });

  it("answers 401 without a staff session", async () => {
    for (const path of ["/professionals", "/businesses", "/categories", "/professionals/duplicates"]) {
      expect((await request(app).get(`/api/admin${path}`).expect(401)).body.message).toMatch(/Sign in/);
    }
    await request(app).post("/api/admin/professionals").send({ name: "A", title: "B" }).expect(401);
  });
});
