import { inArray } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import request from "supertest";
import { importReportSchema } from "@shared/admin/import";
import { createBusiness, createProfessional, uniqueToken } from "../../db/factories";
import { businesses, professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { setupTestApp } from "../../test/test-app";
import { csvOf, importApp } from "../../test/import-kit";
import { staffSession } from "../../test/staff-session";

/** Issue 29: the CSV's Spanish columns and `languages` (en|es), in the dry run, the import and the export. */
describe.each(engines)("CSV Spanish columns on %s", (engine) => {
  const { database, app } = setupTestApp(engine, importApp);
  let cookie = "";
  beforeAll(async () => {
    cookie = (await staffSession(app, database.db, "editor")).cookie;
  });
  const post = (csv: string, dryRun: boolean, kind = "professionals") =>
    request(app).post(`/api/admin/import/${kind}?dryRun=${dryRun}`).set("Cookie", cookie).set("Content-Type", "text/csv").send(csv);

  it("dry-runs, imports and exports a professional's Spanish title, bio, specialties and languages", async () => {
    const t = uniqueToken("es");
    await createProfessional(database.db, { externalId: `${t}-1`, name: "Ana Sample", title: "CPA" });
    const header = ["external_id", "name", "title", "title_es", "bio_es", "specialties_es", "languages"];
    const rows = [
      [`${t}-1`, "Ana Sample", "CPA", "Contadora pública", "Le ayudo con sus impuestos.", "Impuestos|Nómina", "es|en"],
      [`${t}-2`, "Ben Sample", "Attorney", "Abogado", "", "", "en"],
      [`${t}-3`, "Cy Sample", "Realtor", "", "", "", "en|xx"],
    ];
    const dry = importReportSchema.parse((await post(csvOf([header, ...rows]), true).expect(200)).body);
    expect(dry.counts).toMatchObject({ update: 1, create: 1, reject: 1 });
    const [update, , reject] = dry.rows;
    expect(update!.changes!.map((c) => c.column).sort()).toEqual(["bio_es", "languages", "specialties_es", "title_es"]);
    expect(update!.changes).toContainEqual({ column: "languages", before: "en", after: "en|es" });
    expect(reject!.problems).toEqual([
      expect.objectContaining({ column: "languages", reason: expect.stringMatching(/^Languages must be chosen from the list/) }),
    ]);
    // The dry run wrote nothing.
    const untouched = await database.db
      .select()
      .from(professionals)
      .where(inArray(professionals.externalId, [`${t}-1`]));
    expect(untouched[0]).toMatchObject({ titleEs: null, languages: ["en"] });

    await post(csvOf([header, ...rows.slice(0, 2)]), false).expect(200);
    const saved = await database.db
      .select()
      .from(professionals)
      .where(inArray(professionals.externalId, [`${t}-1`, `${t}-2`]));
    expect(saved.find((p) => p.externalId === `${t}-1`)).toMatchObject({
      titleEs: "Contadora pública",
      bioEs: "Le ayudo con sus impuestos.",
      specialtiesEs: ["Impuestos", "Nómina"],
      languages: ["en", "es"],
    });
    expect(saved.find((p) => p.externalId === `${t}-2`)).toMatchObject({ titleEs: "Abogado", bioEs: null, specialtiesEs: [], languages: ["en"] });

    const exported = await request(app).get("/api/admin/export/professionals.csv").set("Cookie", cookie).expect(200);
    const [head, ...records] = parse(exported.text) as string[][];
    const mine = records.find((r) => r[0] === `${t}-1`)!;
    const column = (name: string) => mine[head!.indexOf(name)];
    expect([column("title_es"), column("bio_es"), column("specialties_es"), column("languages")]).toEqual([
      "Contadora pública",
      "Le ayudo con sus impuestos.",
      "Impuestos|Nómina",
      "en|es",
    ]);
    // Export → import changes nothing.
    const back = await post(csvOf([head!, mine]), true).expect(200);
    expect(back.body.counts).toMatchObject({ rows: 1, unchanged: 1 });
  });

  it("imports a business's Spanish description, services and languages, and refuses an empty languages cell", async () => {
    const t = uniqueToken("esb");
    await createBusiness(database.db, { externalId: `${t}-1`, name: "Sample Bakery" });
    const header = ["external_id", "name", "description_es", "services_es", "languages"];
    const bad = await post(csvOf([header, [`${t}-1`, "Sample Bakery", "", "", ""]]), true, "businesses").expect(200);
    expect(bad.body.rows[0].problems).toEqual([expect.objectContaining({ column: "languages", reason: "Languages must include at least one language" })]);
    await post(csvOf([header, [`${t}-1`, "Sample Bakery", "Panadería del barrio.", "Pasteles\nPan dulce", "en|es"]]), false, "businesses").expect(200);
    const [saved] = await database.db
      .select()
      .from(businesses)
      .where(inArray(businesses.externalId, [`${t}-1`]));
    expect(saved).toMatchObject({ descriptionEs: "Panadería del barrio.", servicesEs: ["Pasteles", "Pan dulce"], languages: ["en", "es"] });
  });
});
