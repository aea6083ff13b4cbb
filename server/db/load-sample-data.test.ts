import { existsSync, readFileSync } from "node:fs";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { insertShape } from "./insert-schema";
import { loadSampleData, parseSampleData, SampleDataError } from "./load-sample-data";

/** The files as they are on disk, read apart from the loader, for tests that break a copy. */
const readFile = (name: string): unknown => JSON.parse(readFileSync(new URL(`./sample-data/${name}.json`, import.meta.url), "utf8"));
const files = () => ({ categories: readFile("categories"), businesses: readFile("businesses"), professionals: readFile("professionals") });
type Rows = Record<string, unknown>[];

function problemsOf(raw: ReturnType<typeof files>): string[] {
  try {
    parseSampleData(raw);
  } catch (err) {
    expect(err).toBeInstanceOf(SampleDataError);
    return (err as Error).message.split("\n").slice(1);
  }
  throw new Error("the broken data was accepted");
}

describe("sample data files", () => {
  it("load through the table schemas, unchanged, with every reference resolved", () => {
    const data = loadSampleData();
    // The schemas check and pass the data through: nothing dropped, added or converted.
    expect(data).toEqual(files());
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.businesses.length).toBeGreaterThan(0);
    expect(data.professionals.length).toBeGreaterThan(0);
    const slugs = new Set(data.categories.map((c) => c.slug));
    const keys = new Set(data.businesses.map((b) => b.key));
    expect(data.businesses.filter((b) => !slugs.has(b.category))).toEqual([]);
    expect(data.professionals.filter((p) => !slugs.has(p.category) || (p.business !== null && !keys.has(p.business)))).toEqual([]);
  });

  it("give no one a shared stand-in picture: a sample photo or logo is a file the site ships, else null (the monogram)", () => {
    const data = loadSampleData();
    const pictures = [...data.professionals.map((p) => p.photoUrl), ...data.businesses.map((b) => b.logoUrl)].filter((u) => u !== null);
    const missing = pictures.filter((u) => !u.startsWith("/") || !existsSync(new URL(`../../client/public${u}`, import.meta.url)));
    expect(missing).toEqual([]);
    // Issue 18: the six silhouettes once stood in for 30 people; one picture for many is no photo.
    const shared = pictures.filter((u, i) => pictures.indexOf(u) !== i);
    expect(shared).toEqual([]);
  });

  it("name the file, row and field of a value of the wrong type", () => {
    const raw = files();
    (raw.businesses as Rows)[2]!.phone = 2105550103;
    (raw.professionals as Rows)[0]!.education = "BBA";
    expect(problemsOf(raw)).toEqual([
      "businesses.json[2].phone: Invalid input: expected string, received number",
      "professionals.json[0].education: Invalid input: expected array, received string",
    ]);
  });

  it("name a missing field and a field the table does not have (a renamed column)", () => {
    const raw = files();
    const { zipCode, ...rest } = (raw.businesses as Rows)[0]!;
    (raw.businesses as Rows)[0] = { ...rest, postalCode: zipCode };
    expect(problemsOf(raw)).toEqual([
      "businesses.json[0].zipCode: Invalid input: expected string, received undefined",
      'businesses.json[0]: Unrecognized key: "postalCode"',
    ]);
  });

  it("name a reference to a business or category that is not in the files", () => {
    const raw = files();
    (raw.professionals as Rows)[3]!.business = "no-such-business";
    (raw.businesses as Rows)[1]!.category = "no-such-category";
    expect(problemsOf(raw)).toEqual([
      'businesses.json[1].category: no row of categories.json (slug) has "no-such-category"',
      'professionals.json[3].business: no row of businesses.json (key) has "no-such-business"',
    ]);
  });

  it("name a handle or category name used twice, and a handle that is not a slug", () => {
    const raw = files();
    const [categories, businesses] = [raw.categories as Rows, raw.businesses as Rows];
    categories.push({ ...categories[0]! });
    businesses.push({ ...businesses[0]! });
    expect(problemsOf(raw)).toEqual([
      `categories.json[${categories.length - 1}].slug: "${categories[0]!.slug as string}" is used by an earlier row`,
      `categories.json[${categories.length - 1}].name: "${categories[0]!.name as string}" is used by an earlier row`,
      `businesses.json[${businesses.length - 1}].key: "${businesses[0]!.key as string}" is used by an earlier row`,
    ]);
    categories[0]!.slug = "Banking & Co";
    expect(problemsOf(raw)).toEqual(["categories.json[0].slug: must be lower-case words joined by hyphens"]);
  });

  it("refuse a file that is not a list", () => {
    expect(problemsOf({ ...files(), categories: { banking: "Banking" } })).toEqual(["categories.json: Invalid input: expected array, received object"]);
  });
});

describe("insertShape", () => {
  const table = pgTable("things", {
    id: integer("id").primaryKey(),
    label: text("label").notNull(),
    note: text("note"),
    at: timestamp("at"),
  });

  it("takes its fields from the table's columns, nullable where the column is", () => {
    const shape = insertShape(table, ["id", "at"]);
    expect(Object.keys(shape)).toEqual(["label", "note"]);
    expect(shape.note.safeParse(null).success).toBe(true);
    expect(shape.label.safeParse(null).success).toBe(false);
  });

  it("refuses a column that a data file cannot hold, naming it", () => {
    expect(() => insertShape(table, ["id"])).toThrow("column at (PgTimestamp) cannot be read from a data file: omit it");
  });
});
