import { and, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import fc from "fast-check";
import { createBusiness, createCategory, createProfessional, createProfessionals, uniqueToken } from "../../db/factories";
import type { OpeningHours } from "@shared/hours";
import { professionalSearch, professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { setupTestDatabase } from "../../test/test-app";
import { rankOf, RANK, type Rank } from "./search-rank";

const GOLD = "2999-01-01T00:00:00Z";

/**
 * professional_search (migrations 0022 and 0023): what a ranked search reads, kept by the
 * database's triggers. These compare it with what it copies, after each kind of write the app
 * makes, and check that the cheap whole-word test of the ranking (strpos before the regular
 * expression) ranks exactly as the definition does.
 */
describe.each(engines)("professional_search on %s", (engine) => {
  const database = setupTestDatabase(engine);
  const db = () => database.db;

  /** The professionals' published rows as professional_search should hold them, and what it holds, for `ids`. */
  async function bothSides(ids: number[]) {
    const expected = await db()
      .select({
        id: professionals.id,
        categoryId: professionals.categoryId,
        businessId: professionals.businessId,
        name: professionals.name,
        goldUntil: professionals.goldUntil,
        // Issue 29: the Spanish title after the English texts (migration 0028), and the languages.
        searchText: sql<string>`professional_search_text(${professionals.searchText}, ${professionals.titleEs})`,
        languages: professionals.languages,
        // Issue 26 item 1 (migration 0040): near me's position and open now's ranges and special dates.
        latitude: professionals.latitude,
        longitude: professionals.longitude,
        openWeek: sql<string>`${professionals}."open_week"::text`,
        specialDates: sql<string[]>`${professionals}."special_dates"`,
      })
      .from(professionals)
      .where(and(inArray(professionals.id, ids), isNull(professionals.unpublishedAt)))
      .orderBy(professionals.id);
    const held = await db()
      .select({
        ...getTableColumns(professionalSearch),
        openWeek: sql<string>`${professionalSearch}."open_week"::text`,
        specialDates: sql<string[]>`${professionalSearch}."special_dates"`,
      })
      .from(professionalSearch)
      .where(inArray(professionalSearch.id, ids))
      .orderBy(professionalSearch.id);
    return { expected, held };
  }
  const rowOf = async (id: number) => (await db().select().from(professionalSearch).where(eq(professionalSearch.id, id)))[0];
  /** The row's version: a new one only when the row is written. */
  const versionOf = async (id: number) =>
    ((await db().execute(sql`select xmin::text as v from professional_search where id = ${id}`)) as unknown as { rows: { v: string }[] }).rows[0]?.v;

  it("holds each published professional's search columns through insert, edit, Gold, unpublish, republish and delete", async () => {
    const [category, other] = [await createCategory(db()), await createCategory(db())];
    const business = await createBusiness(db());
    const token = uniqueToken("ps").toLowerCase();
    const pro = await createProfessional(db(), { name: `Renée ${token}`, title: "General Dentist", company: "Sample Smiles", categoryId: category.id });
    expect(await rowOf(pro.id)).toEqual({
      id: pro.id,
      categoryId: category.id,
      businessId: null,
      name: `Renée ${token}`,
      goldUntil: null,
      searchText: `renee ${token}\ngeneral dentist\nsample smiles`,
      languages: ["en"],
      latitude: null,
      longitude: null,
    });

    await db()
      .update(professionals)
      .set({ title: "Orthodontist", company: null, categoryId: other.id, businessId: business.id, goldUntil: GOLD })
      .where(eq(professionals.id, pro.id));
    expect(await rowOf(pro.id)).toMatchObject({
      categoryId: other.id,
      businessId: business.id,
      searchText: `renee ${token}\northodontist\n`,
      goldUntil: expect.stringMatching(/^2999-01-01/),
    });

    // An edit of nothing a search reads writes nothing there.
    const before = await versionOf(pro.id);
    await db().update(professionals).set({ bio: "Sample bio, edited." }).where(eq(professionals.id, pro.id));
    expect(await versionOf(pro.id)).toBe(before);

    await db()
      .update(professionals)
      .set({ unpublishedAt: sql`now()` })
      .where(eq(professionals.id, pro.id));
    expect(await rowOf(pro.id)).toBeUndefined();
    // Edited while withdrawn: nothing there either.
    await db()
      .update(professionals)
      .set({ name: `Renée B ${token}` })
      .where(eq(professionals.id, pro.id));
    expect(await rowOf(pro.id)).toBeUndefined();
    await db().update(professionals).set({ unpublishedAt: null }).where(eq(professionals.id, pro.id));
    expect(await rowOf(pro.id)).toMatchObject({ name: `Renée B ${token}`, searchText: `renee b ${token}\northodontist\n` });

    // Issue 29: the Spanish title on a line after the English texts (unaccented, lowered), and the languages.
    await db()
      .update(professionals)
      .set({ titleEs: "Ortodoncista Pediátrica", languages: ["en", "es"] })
      .where(eq(professionals.id, pro.id));
    expect(await rowOf(pro.id)).toMatchObject({ searchText: `renee b ${token}\northodontist\n\nortodoncista pediatrica`, languages: ["en", "es"] });

    // Issue 26 item 1: the position and open now's columns follow the listing's, each on its own.
    const placeAndHours = async () => (await bothSides([pro.id])).held.map((r) => [r.latitude, r.longitude, r.openWeek, r.specialDates]);
    await db().update(professionals).set({ latitude: 29.4241, longitude: -98.4936 }).where(eq(professionals.id, pro.id));
    expect(await placeAndHours()).toEqual([[29.4241, -98.4936, "{}", []]]);
    await db()
      .update(professionals)
      .set({ hours: hoursOf("weekday") })
      .where(eq(professionals.id, pro.id));
    expect(await placeAndHours()).toEqual([[29.4241, -98.4936, "{[1980,2460),[3420,3900),[4860,5340),[6300,6780),[7740,8220)}", []]]);
    // The same week with a closed holiday: only the special dates change.
    await db()
      .update(professionals)
      .set({ hours: hoursOf("holiday") })
      .where(eq(professionals.id, pro.id));
    expect(await placeAndHours()).toEqual([[29.4241, -98.4936, "{[1980,2460),[3420,3900),[4860,5340),[6300,6780),[7740,8220)}", ["2026-11-26"]]]);
    await db().update(professionals).set({ latitude: null, longitude: null, hours: null }).where(eq(professionals.id, pro.id));
    expect(await placeAndHours()).toEqual([[null, null, "{}", []]]);

    await db().delete(professionals).where(eq(professionals.id, pro.id));
    expect(await rowOf(pro.id)).toBeUndefined();
  });

  it("takes a bulk insert's published rows in one statement, and none of its withdrawn ones", async () => {
    const token = uniqueToken("bulk").toLowerCase();
    const rows = await createProfessionals(db(), [
      { name: `A ${token}` },
      { name: `B ${token}`, unpublishedAt: "2026-01-01T00:00:00Z" },
      { name: `C ${token}`, goldUntil: GOLD },
    ]);
    const { expected, held } = await bothSides(rows.map((r) => r.id));
    expect(held).toHaveLength(2);
    expect(held).toEqual(expected);
  });

  /** Opening hours for the property below: none, weekday days, a shift past midnight, or a closed holiday. */
  const hoursOf = (shift: "weekday" | "night" | "holiday" | "none"): OpeningHours | null => {
    if (shift === "none") return null;
    const day = shift === "night" ? [{ open: "20:00", close: "02:00" }] : [{ open: "09:00", close: "17:00" }];
    return {
      weekly: [[], day, day, day, day, day, []],
      special: shift === "holiday" ? [{ date: "2026-11-26", shifts: [], label: "Thanksgiving" }] : [],
    };
  };

  it("matches its source after any sequence of writes (property)", async () => {
    const category = await createCategory(db());
    const token = uniqueToken("prop").toLowerCase();
    const ids = (await createProfessionals(db(), [{ name: `P0 ${token}` }, { name: `P1 ${token}` }, { name: `P2 ${token}` }])).map((r) => r.id);
    const write = fc.oneof(
      fc.record({ kind: fc.constant("name" as const), who: fc.nat(2), text: fc.constantFrom("José", "Ana María", "Lê Văn", "O'Neil") }),
      fc.record({ kind: fc.constant("title" as const), who: fc.nat(2), text: fc.constantFrom("Dentist", "CPA, Partner", "Sales-Lead") }),
      fc.record({ kind: fc.constant("company" as const), who: fc.nat(2), text: fc.option(fc.constantFrom("Sample & Co.", "Alamo Dental"), { nil: null }) }),
      fc.record({ kind: fc.constant("gold" as const), who: fc.nat(2), on: fc.boolean() }),
      fc.record({ kind: fc.constant("category" as const), who: fc.nat(2), on: fc.boolean() }),
      fc.record({ kind: fc.constant("publish" as const), who: fc.nat(2), on: fc.boolean() }),
      fc.record({ kind: fc.constant("hours" as const), who: fc.nat(2) }),
      // Issue 29: the Spanish title joins search_text, the languages are copied.
      fc.record({
        kind: fc.constant("titleEs" as const),
        who: fc.nat(2),
        text: fc.option(fc.constantFrom("Dentista general", "Contadora pública"), { nil: null }),
      }),
      fc.record({ kind: fc.constant("languages" as const), who: fc.nat(2), on: fc.boolean() }),
      // Issue 26 item 1: the position and the hours (weekly ranges, special dates) are copied too.
      fc.record({ kind: fc.constant("place" as const), who: fc.nat(2), on: fc.boolean() }),
      fc.record({ kind: fc.constant("open" as const), who: fc.nat(2), shift: fc.constantFrom("weekday", "night", "holiday", "none") }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 8 }), async (writes) => {
        for (const w of writes) {
          const id = ids[w.who]!;
          const set =
            w.kind === "name"
              ? { name: `${w.text} ${token}` }
              : w.kind === "title"
                ? { title: w.text }
                : w.kind === "company"
                  ? { company: w.text }
                  : w.kind === "gold"
                    ? { goldUntil: w.on ? GOLD : null }
                    : w.kind === "category"
                      ? { categoryId: w.on ? category.id : null }
                      : w.kind === "publish"
                        ? { unpublishedAt: w.on ? null : "2026-01-01T00:00:00Z" }
                        : w.kind === "titleEs"
                          ? { titleEs: w.text }
                          : w.kind === "languages"
                            ? { languages: w.on ? ["en", "es"] : ["en"] }
                            : w.kind === "place"
                              ? w.on
                                ? { latitude: 29.42 + w.who / 100, longitude: -98.49 }
                                : { latitude: null, longitude: null }
                              : w.kind === "open"
                                ? { hours: hoursOf(w.shift) }
                                : { bio: `Sample bio ${Math.random()}` };
          await db().update(professionals).set(set).where(eq(professionals.id, id));
        }
        const { expected, held } = await bothSides(ids);
        expect(held).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });

  /** The ranking's definition (search-rank.ts), in TypeScript: a word is a run of letters and digits. */
  function rankByDefinition(searchText: string, term: string): Rank {
    const name = searchText.split("\n")[0]!;
    const isWord = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
    const bounded = (text: string, needBefore: boolean, needAfter: boolean) => {
      for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
        const startsWord = !isWord(text[at - 1]);
        const endsWord = !isWord(text[at + term.length]);
        if ((!needBefore || startsWord) && (!needAfter || endsWord)) return true;
      }
      return false;
    };
    if (name === term) return RANK.exactName;
    if (bounded(name, true, false)) return RANK.namePrefix;
    if (bounded(searchText, true, true)) return RANK.wholeWord;
    return RANK.substring;
  }

  it("ranks as its definition says, the cheap whole-word test included (property)", async () => {
    const words = ["dent", "dentist", "dentistry", "mcdent", "lee", "ashlee", "leeward", "sample"];
    const separators = [" ", "-", ", ", " & ", ".", "/", "  "];
    const field = fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...separators)), { minLength: 1, maxLength: 3 }).map((parts) =>
      parts
        .map(([w, s]) => w + s)
        .join("")
        .slice(0, -1),
    );
    const text = fc.tuple(field, field, fc.option(field, { nil: "" })).map(([n, t, c]) => `${n}\n${t}\n${c}`);
    await fc.assert(
      fc.asyncProperty(
        fc.array(text, { minLength: 1, maxLength: 12 }),
        fc.constantFrom("dentist", "dent", "lee", "sample", "dentist, lee"),
        async (texts, term) => {
          const rows = sql.join(
            texts.map((t, i) => sql`(${i}::int, ${t}::text)`),
            sql`, `,
          );
          const result = (await db().execute(
            sql`select t.text, ${rankOf(sql.raw("t.text") as never, term)} as rank from (values ${rows}) as t(i, text) order by t.i`,
          )) as unknown as { rows: { text: string; rank: number }[] };
          const got = result.rows.map((r) => [r.text, Number(r.rank)]);
          const want = texts.map((t) => [t, rankByDefinition(t, term)]);
          expect(got).toEqual(want);
        },
      ),
      { numRuns: 60 },
    );
  });
});
