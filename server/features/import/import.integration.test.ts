import { and, eq, inArray } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import request from "supertest";
import { importReportSchema, revertResultSchema, type ImportReport } from "@shared/admin/import";
import { createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { auditLog, payments, professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { setupTestApp } from "../../test/test-app";
import { csvOf, importApp } from "../../test/import-kit";
import { staffSession } from "../../test/staff-session";

const HEADER = ["external_id", "name", "title", "company", "phone", "category", "specialties", "published"];

describe.each(engines)("CSV import of professionals on %s", (engine) => {
  const { database, app } = setupTestApp(engine, importApp);
  const editor = { cookie: "", email: "" };
  beforeAll(async () => {
    const session = await staffSession(app, database.db, "editor");
    Object.assign(editor, { cookie: session.cookie, email: session.staff.email });
  });
  /** Requests of the signed-in editor. */
  const signedIn = {
    get: (path: string) => request(app).get(path).set("Cookie", editor.cookie),
    post: (path: string) => request(app).post(path).set("Cookie", editor.cookie),
  };

  const post = (csv: string, dryRun: boolean, kind = "professionals") =>
    signedIn.post(`/api/admin/import/${kind}?dryRun=${dryRun}`).set("Content-Type", "text/csv").send(csv);
  const byExternal = (ids: string[]) => database.db.select().from(professionals).where(inArray(professionals.externalId, ids));

  it("reports a dry run row by row and writes nothing", async () => {
    const cat = await createCategory(database.db);
    const t = uniqueToken("dry");
    const existing = await createProfessional(database.db, { externalId: `${t}-1`, name: "Ana Sample", title: "CPA", phone: "210-555-0101" });
    const csv = csvOf([
      HEADER,
      [`${t}-1`, "Ana Sample", "Senior CPA", "", "210-555-0101", cat.slug, "Tax|Audit", "yes"],
      [`${t}-2`, "Ben Sample", "Attorney", "Sample Law", "210-555-0102", cat.name, "", "yes"],
      [`${t}-3`, "", "Realtor", "", "not a phone", "no-such-category", "", "maybe"],
    ]);
    const res = await post(csv, true).expect(200);
    const report: ImportReport = importReportSchema.parse(res.body);
    expect(report).toMatchObject({ dryRun: true, applied: false, changeSetId: null, counts: { rows: 3, create: 1, update: 1, unchanged: 0, reject: 1 } });
    const [update, create, reject] = report.rows;
    expect(update).toMatchObject({ row: 2, externalId: `${t}-1`, action: "update" });
    expect(update!.changes!.map((c) => c.column).sort()).toEqual(["category", "specialties", "title"]);
    expect(update!.changes).toContainEqual({ column: "title", before: "CPA", after: "Senior CPA" });
    expect(create).toMatchObject({ row: 3, action: "create" });
    expect(reject!.problems!.map((p) => p.column).sort()).toEqual(["category", "name", "phone", "published"]);
    expect(reject!.problems!.find((p) => p.column === "name")!.reason).toBe("Name is required");
    expect(await byExternal([`${t}-2`])).toEqual([]);
    const [still] = await byExternal([`${t}-1`]);
    expect(still!.title).toBe(existing.title);
  });

  it("imports nothing when any row is rejected, and says so with 422", async () => {
    const t = uniqueToken("all");
    const res = await post(csvOf([HEADER, [`${t}-1`, "Ok Sample", "CPA", "", "", "", "", ""], [`${t}-2`, "Bad Sample", "", "", "", "", "", ""]]), false).expect(
      422,
    );
    expect(res.body).toMatchObject({ applied: false, counts: { create: 1, reject: 1 } });
    expect(res.body.message).toMatch(/Nothing was imported/);
    expect(await byExternal([`${t}-1`, `${t}-2`])).toEqual([]);
  });

  it("upserts by external_id, audits one change set, and a second import of the file changes nothing", async () => {
    const cat = await createCategory(database.db);
    const t = uniqueToken("up");
    const existing = await createProfessional(database.db, { externalId: `${t}-old`, name: "Old Sample", title: "CPA", company: "Old Co" });
    const csv = csvOf([
      HEADER,
      [`${t}-old`, "Old Sample", "CPA", "New Co", "", cat.slug, "", "yes"],
      [`${t}-new`, "New Sample", "Dentist", "", "210-555-0103", "", "Kids|Braces", "no"],
    ]);
    const res = await post(csv, false).expect(200);
    expect(res.body).toMatchObject({ applied: true, counts: { create: 1, update: 1 } });
    const changeSetId = res.body.changeSetId as string;
    const rows = await byExternal([`${t}-old`, `${t}-new`]);
    const updated = rows.find((r) => r.id === existing.id)!;
    const created = rows.find((r) => r.id !== existing.id)!;
    expect(updated).toMatchObject({ company: "New Co", categoryId: cat.id, unpublishedAt: null });
    expect(created).toMatchObject({ name: "New Sample", specialties: ["Kids", "Braces"], phone: "210-555-0103" });
    expect(created.unpublishedAt).not.toBeNull();
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.changeSetId, changeSetId)).orderBy(auditLog.id);
    // The import is recorded before its first row is written, and marked finished after its last batch (issue 26 items 2 and 17).
    expect(audit.map((a) => a.action)).toEqual(["import.apply", expect.stringMatching(/^import\.(create|update)$/), expect.any(String), "import.finish"]);
    expect(audit.map((a) => a.action).sort()).toEqual(["import.apply", "import.create", "import.finish", "import.update"]);
    const update = audit.find((a) => a.action === "import.update")!;
    expect(update).toMatchObject({ entityType: "professional", entityId: String(existing.id), actorEmail: editor.email });
    expect(update.before).toEqual({ company: "Old Co", categoryId: null });
    expect(update.after).toEqual({ company: "New Co", categoryId: cat.id });
    const again = await post(csv, false).expect(200);
    expect(again.body).toMatchObject({ applied: false, changeSetId: null, counts: { unchanged: 2, create: 0, update: 0 } });
  });

  it("reverts a change set: before-values back, created rows deleted, or unpublished when a payment points at them", async () => {
    const t = uniqueToken("rev");
    const existing = await createProfessional(database.db, { externalId: `${t}-old`, name: "Keep Sample", title: "CPA", phone: "210-555-0104" });
    const csv = csvOf([
      HEADER,
      [`${t}-old`, "Keep Sample", "Partner", "", "210-555-0105", "", "", "yes"],
      [`${t}-a`, "A Sample", "CPA", "", "", "", "", ""],
      [`${t}-b`, "B Sample", "CPA", "", "", "", "", ""],
    ]);
    const { changeSetId } = (await post(csv, false).expect(200)).body as ImportReport;
    const [paid] = await byExternal([`${t}-b`]);
    await database.db.insert(payments).values({ stripePaymentIntentId: `pi_${t}`, amountCents: 100, status: "succeeded", professionalId: paid!.id });
    const res = await signedIn.post(`/api/admin/import/${changeSetId}/revert`).expect(200);
    expect(revertResultSchema.parse(res.body)).toMatchObject({ restored: 1, deleted: 1, unpublished: 1 });
    const rows = await byExternal([`${t}-old`, `${t}-a`, `${t}-b`]);
    expect(rows.map((r) => r.externalId).sort()).toEqual([`${t}-b`, `${t}-old`]);
    expect(rows.find((r) => r.id === existing.id)).toMatchObject({ title: "CPA", phone: "210-555-0104", unpublishedAt: null });
    expect(rows.find((r) => r.id === paid!.id)!.unpublishedAt).not.toBeNull();
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.changeSetId, res.body.revertChangeSetId));
    expect(entries.filter((e) => e.action === "import.revert")).toHaveLength(4);
    expect(entries.every((e) => e.revertsId !== null)).toBe(true);
    await signedIn.post(`/api/admin/import/${changeSetId}/revert`).expect(409);
  });

  it("answers 404 for an unknown change set and 400 for one that is not an id", async () => {
    await signedIn.post(`/api/admin/import/${crypto.randomUUID()}/revert`).expect(404);
    const bad = await signedIn.post(`/api/admin/import/not-a-uuid/revert`).expect(400);
    expect(bad.body.message).toMatch(/changeSetId/);
  });

  it("exports every professional with formula cells made inert, and importing the export changes nothing", async () => {
    const t = uniqueToken("rt");
    const cat = await createCategory(database.db);
    await createProfessional(database.db, {
      externalId: `${t}-f`,
      name: '=HYPERLINK("http://x.test","click")',
      title: "+CPA",
      company: "-Minus",
      bio: "@at\nline two",
      categoryId: cat.id,
      awards: ["a|b", "c"],
    });
    const hidden = await createProfessional(database.db, {
      name: `Hidden ${t}`,
      title: "CPA",
      unpublishedAt: new Date().toISOString(),
      specialties: ["x", "y"],
    });
    const res = await signedIn.get("/api/admin/export/professionals.csv").expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    const text = res.text;
    expect(text.split("\r\n")[0]).toBe(
      "external_id,name,title,company,phone,email,address,latitude,longitude,bio,category,website,photo_url,education,awards,specialties,social_media,published,title_es,bio_es,specialties_es,languages",
    );
    expect(text).toContain(`${t}-f,"'=HYPERLINK(""http://x.test"",""click"")",'+CPA,'-Minus,,,,,,"'@at\nline two",${cat.slug}`);
    expect(text).toContain(`#${hidden.id},Hidden ${t},CPA,`);
    expect(text).toMatch(new RegExp(`#${hidden.id},.*,x\\|y,,no,,,,en\\r\\n`));
    // Only this test's rows: other files write to the shared database at the same time (the
    // whole sample directory's round trip is in hostile-files.integration.test.ts, on its own database).
    const [header, ...records] = parse(text) as string[][];
    const mine = records.filter((r) => r[0] === `${t}-f` || r[0] === `#${hidden.id}`);
    expect(mine).toHaveLength(2);
    const back = await post(csvOf([header!, ...mine]), true).expect(200);
    expect(back.body.counts).toMatchObject({ rows: 2, unchanged: 2 });
  });

  it("imports businesses with services and zip", async () => {
    const t = uniqueToken("biz");
    const csv = csvOf([
      ["external_id", "name", "description", "zip", "services", "website"],
      [`${t}-1`, "Sample Bakery", "Sample text", "78205", "Cakes\nBread", "https://bakery.example.com"],
      [`${t}-2`, "Bad Zip", "", "7820", "", "ftp://x"],
    ]);
    const dry = await post(csv, true, "businesses").expect(200);
    expect(dry.body.rows[1].problems.map((p: { column: string }) => p.column).sort()).toEqual(["website", "zip"]);
    const ok = await post(
      csvOf([
        ["external_id", "name", "zip", "services"],
        [`${t}-1`, "Sample Bakery", "78205", "Cakes\nBread"],
      ]),
      false,
      "businesses",
    ).expect(200);
    expect(ok.body.counts.create).toBe(1);
    const exported = await signedIn.get("/api/admin/export/businesses.csv").expect(200);
    // Placed at once at its ZIP's point (issue 28 item 2); a negative longitude is written with the export's protective apostrophe.
    expect(exported.text).toContain(`${t}-1,Sample Bakery,,,,,,,,78205,29.423945,'-98.48642,Cakes|Bread,,yes`);
  });

  it("accepts a UTF-8 byte order mark and header names in any case", async () => {
    const t = uniqueToken("bom");
    const csv = "\uFEFFExternal_ID,Name,Title\r\n" + `${t},José Peña,CPA\r\n`;
    const res = await post(csv, false).expect(200);
    expect(res.body.counts.create).toBe(1);
    const [row] = await byExternal([t]);
    expect(row!.name).toBe("José Peña");
    expect(
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "professional"), eq(auditLog.entityId, String(row!.id)))),
    ).toHaveLength(1);
  });
});
