import { eq } from "drizzle-orm";
import { engines, openTestDatabase } from "../test/database";
import type { Database } from "./client";
import { createBusiness, createProfessional, uniqueToken } from "./factories";
import { listingKey, listingNames, listingTable } from "./listing-tables";
import { businesses, professionals } from "./schema";

describe.each(engines)("listing names by kind and id on %s", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it("names each listing under its kind and id, once for repeated rows, and leaves out one deleted since", async () => {
    const db = database.db;
    const pro = await createProfessional(db, { name: uniqueToken("Ana Garza") });
    const biz = await createBusiness(db, { name: uniqueToken("Garza Law") });
    const gone = await createBusiness(db, { name: uniqueToken("Closed") });
    await db.delete(businesses).where(eq(businesses.id, gone.id));
    const names = await listingNames(db, [
      { listingKind: "professional", listingId: pro.id },
      { listingKind: "business", listingId: biz.id },
      { listingKind: "business", listingId: biz.id },
      { listingKind: "business", listingId: gone.id },
    ]);
    expect(Object.fromEntries(names)).toEqual({ [listingKey("professional", pro.id)]: pro.name, [listingKey("business", biz.id)]: biz.name });
  });

  it("answers an empty map for no rows", async () => {
    expect((await listingNames(database.db, [])).size).toBe(0);
  });

  it("maps each kind to its own table", () => {
    expect(listingTable("professional")).toBe(professionals);
    expect(listingTable("business")).toBe(businesses);
  });
});
