import { eq } from "drizzle-orm";
import type { Express } from "express";
import request from "supertest";
import { createApp } from "../../app";
import { createProfessional } from "../../db/factories";
import { professionals } from "../../db/schema";
import { seedSampleData } from "../../db/seed";
import { engines } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestDatabase } from "../../test/test-app";

type Row = { id: number; name: string; title: string };

/**
 * Issue 18, item 2: real misspellings of the sample listings' names, titles and categories (as
 * their listings spell them: search covers name, title and company), each with the term it is
 * corrected to and the listing it must bring first. A database of its own holding only the sample
 * data, so that the words it may be corrected to are the sample's (search_words is site-wide).
 */
const MISSPELLINGS: [typed: string, correction: string, first: string][] = [
  // names
  ["garsa", "garza", "Adriana Garza"],
  ["quintanila", "quintanilla", "Isabel Quintanilla"],
  ["okafur", "okafor", "Kendra Okafor"],
  ["hollenbek", "hollenbeck", "Margaret Hollenbeck"],
  ["villareal", "villarreal", "Cristina Villarreal-Boone"],
  ["montemayer", "montemayor", "Dr. Gloria Montemayor"],
  ["echeveria", "echeverria", "Rosalind Echeverria"],
  ["zepada", "zepeda", "Marisol Zepeda"],
  ["benavidez", "benavides", "Xavier Benavides"],
  ["brandenburger", "brandenberger", "Cody Brandenberger"],
  // titles
  ["dentst", "dentist", "Isabel Quintanilla"],
  ["atorney", "attorney", "Antonio Reyes"],
  ["acountant", "accountant", "Rosalind Echeverria"],
  ["mortage", "mortgage", "Priya Venkataraman"],
  ["orthodontst", "orthodontist", "Trung Le"],
  ["cardiolgist", "cardiologist", "Dr. Gloria Montemayor"],
  ["bookeeping", "bookkeeping", "Alma Guerrero"],
  ["notery", "notary", "Dolores Arredondo"],
  ["contracter", "contractor", "Walter Friedrichs"],
  ["consultent", "consultant", "Diane Whitaker"],
  // categories, as the listings' companies name them
  ["acounting", "accounting", "Alma Guerrero"],
  ["dentel", "dental", "Isabel Quintanilla"],
  ["consultng", "consulting", "Oluwaseun Adebayo"],
  ["buisness", "business", "Bradley Schuetz"],
];

/**
 * Issue 28 item 10: typo tolerance by edit distance. Real misspellings of every kind (two letters
 * swapped, a letter missing, an extra letter, a wrong letter, and two typos in a word of 9 letters
 * or more) of the sample's names, titles, companies and categories, each with the word it must be
 * corrected to. Under the old trigram similarity, "gazra" found nothing and "realter" became "realty".
 */
type Typo = "swapped" | "missing" | "extra" | "wrong" | "two typos";
const TYPOS: [typed: string, kind: Typo, correction: string][] = [
  // names
  ["gazra", "swapped", "garza"],
  ["okafro", "swapped", "okafor"],
  ["zepdea", "swapped", "zepeda"],
  ["saldivra", "swapped", "saldivar"],
  ["montemayro", "swapped", "montemayor"],
  ["villaneuva", "swapped", "villanueva"],
  ["hartsfeild", "swapped", "hartsfield"],
  ["holenbeck", "missing", "hollenbeck"],
  ["quintanlla", "missing", "quintanilla"],
  ["venkatraman", "missing", "venkataraman"],
  ["fredrichs", "missing", "friedrichs"],
  ["zamaripa", "missing", "zamarripa"],
  ["bennavides", "extra", "benavides"],
  ["castanedda", "extra", "castaneda"],
  ["echevarria", "wrong", "echeverria"],
  ["arredando", "wrong", "arredondo"],
  ["lindquist", "wrong", "lindqvist"],
  ["abernethy", "wrong", "abernathy"],
  ["oyeleran", "wrong", "oyelaran"],
  // titles
  ["realter", "wrong", "realtor"],
  ["mediater", "wrong", "mediator"],
  ["councelor", "wrong", "counselor"],
  ["attorny", "missing", "attorney"],
  ["physcian", "missing", "physician"],
  ["pediatrican", "missing", "pediatrician"],
  ["endocrinolgist", "missing", "endocrinologist"],
  ["adminstrator", "missing", "administrator"],
  ["orthodontsit", "swapped", "orthodontist"],
  ["cardiologsit", "swapped", "cardiologist"],
  ["accountnat", "swapped", "accountant"],
  ["architetc", "swapped", "architect"],
  ["specailist", "swapped", "specialist"],
  ["mortgauge", "extra", "mortgage"],
  ["suppervisor", "extra", "supervisor"],
  ["practioner", "two typos", "practitioner"],
  // companies
  ["bluebonet", "missing", "bluebonnet"],
  ["ironwod", "missing", "ironwood"],
  ["huisahce", "swapped", "huisache"],
  ["canpoy", "swapped", "canopy"],
  ["advisroy", "swapped", "advisory"],
  ["limestome", "wrong", "limestone"],
  ["remodelling", "extra", "remodeling"],
  ["endocrinollogy", "extra", "endocrinology"],
  // categories
  ["bankng", "missing", "banking"],
  ["constuction", "missing", "construction"],
  ["helath", "swapped", "health"],
  ["consulitng", "swapped", "consulting"],
  ["accuonting", "swapped", "accounting"],
  ["dentel", "wrong", "dental"],
  ["servises", "wrong", "services"],
  ["acountnig", "two typos", "accounting"],
];

/** Accents both ways on the sample's own names: the plain spelling finds the accented listing. */
const ACCENTS: [typed: string, first: string][] = [
  ["castaneda", "Dr. Elena Castañeda"],
  ["trevino-maddox", "Rosalinda Treviño-Maddox"],
  ["lucia montemayor", "Lucía Montemayor"],
  ["joaquin", "Joaquín Rendón"],
  ["SALDIVAR", "Elena Saldívar"],
  ["rubén", "Rubén Esparza"],
];

describe.each(engines)("misspelt searches of the sample directory on %s", (engine) => {
  const database = setupTestDatabase(engine, openPrivateDatabase);
  let app: Express;
  beforeAll(async () => {
    await seedSampleData(database.db);
    // Many searches from one address: past the default budget of 60 a minute.
    app = createApp({ db: database.db, stripe: null, search: { rateLimit: { limit: 100_000 } } });
  });
  const search = (term: string, extra = "") =>
    request(app)
      .get(`/api/professionals?search=${encodeURIComponent(term)}${extra}`)
      .expect(200);

  it.each(MISSPELLINGS)("%j shows the results for %j, %s first", async (typed, correction, first) => {
    const res = await search(typed);
    expect(decodeURIComponent(res.headers["x-searched-for"] ?? "")).toBe(correction);
    expect((res.body as Row[])[0]?.name).toBe(first);
    // The same rows as the correction typed out, which is not corrected itself.
    const direct = await search(correction);
    expect(direct.headers["x-searched-for"]).toBeUndefined();
    expect((res.body as Row[]).map((r) => r.id)).toEqual((direct.body as Row[]).map((r) => r.id));
  });

  it(`finds at least 95% of ${TYPOS.length} misspellings of every kind by edit distance`, async () => {
    const missed: string[] = [];
    for (const [typed, kind, correction] of TYPOS) {
      const res = await search(typed);
      const shown = decodeURIComponent(res.headers["x-searched-for"] ?? "");
      if (shown !== correction || (res.body as Row[]).length === 0)
        missed.push(`${typed} (${kind}): ${shown || "no correction"}, ${(res.body as Row[]).length} rows`);
    }
    expect(new Set(TYPOS.map(([, kind]) => kind)).size).toBe(5);
    expect(missed.length / TYPOS.length, missed.join("; ")).toBeLessThanOrEqual(0.05);
    // Two searches each (the typo's, then its correction's): past the default 30 s on a busy machine.
  }, 180_000);

  it("prefers the nearest word by edit distance and corrects every word of a term", async () => {
    // "realty" is a word of the sample too, two typos away; "realtor" one.
    const realter = await search("realter");
    expect(realter.headers["x-searched-for"]).toBe("realtor");
    expect((realter.body as Row[]).map((r) => r.name).sort()).toEqual(["Joaquín Rendón", "Susan Hartley"]);
    const two = await search("adriana gazra");
    expect(decodeURIComponent(two.headers["x-searched-for"] ?? "")).toBe("adriana garza");
    expect((two.body as Row[])[0]?.name).toBe("Adriana Garza");
    // Under 5 letters no typo is allowed ("garz" is a prefix search anyway); past the allowed typos, no correction.
    expect((await search("gzraa")).headers["x-searched-for"]).toBeUndefined();
  });

  it.each(ACCENTS)("%j finds %s without a correction", async (typed, first) => {
    const res = await search(typed);
    expect(res.headers["x-searched-for"]).toBeUndefined();
    expect((res.body as Row[])[0]?.name).toBe(first);
  });

  it("corrects a business search from the businesses' own words", async () => {
    const res = await request(app).get("/api/businesses?search=bluebonet").expect(200);
    expect(decodeURIComponent(res.headers["x-searched-for"] ?? "")).toBe("bluebonnet");
    expect((res.body as Row[]).map((b) => b.name)).toEqual(["Bluebonnet Lane Dental"]);
  });

  it("leaves a term that finds more than a few listings as it is, and one whose correction finds no more", async () => {
    // "attorney" is in six titles: a whole word, no correction to look for.
    expect((await search("attorney")).headers["x-searched-for"]).toBeUndefined();
    // A word of nothing like any listing's: no correction, no rows.
    const none = await search("xqzvwk");
    expect(none.headers["x-searched-for"]).toBeUndefined();
    expect(none.body).toEqual([]);
    // Within a category that has no such listing, the correction finds no more either: the page stays as asked.
    const inBanking = await search("dentst", "&category=banking");
    expect(inBanking.headers["x-searched-for"]).toBeUndefined();
    expect(inBanking.body).toEqual([]);
  });

  it("goes on with the corrected term on the next pages (the cursor carries it)", async () => {
    const res = await search("atorney", "&limit=2");
    expect(res.headers["x-searched-for"]).toBe("attorney");
    const direct = (await search("attorney", "&limit=100")).body as Row[];
    const seen = (res.body as Row[]).map((r) => r.id);
    let cursor: string | undefined = res.headers["x-next-cursor"];
    while (cursor && seen.length < 20) {
      const next = await search("atorney", `&limit=2&cursor=${cursor}`);
      seen.push(...(next.body as Row[]).map((r) => r.id));
      cursor = next.headers["x-next-cursor"];
    }
    expect(seen).toEqual(direct.map((r) => r.id));
  });

  it("learns the words of a new or edited listing (search_words' triggers)", async () => {
    expect((await search("zanzibarro")).headers["x-searched-for"]).toBeUndefined();
    const added = await createProfessional(database.db, { name: "Ines Zanzibarro", title: "Harpist" });
    const res = await search("zanzibaro");
    expect(res.headers["x-searched-for"]).toBe("zanzibarro");
    expect((res.body as Row[]).map((r) => r.id)).toEqual([added.id]);
    await database.db.update(professionals).set({ title: "Xylophonist" }).where(eq(professionals.id, added.id));
    const edited = await search("xylophonst");
    expect(edited.headers["x-searched-for"]).toBe("xylophonist");
    expect((edited.body as Row[]).map((r) => r.id)).toEqual([added.id]);
  });
});
