import { inArray } from "drizzle-orm";
import request from "supertest";
import { SA_ZIPS } from "@shared/sa-places";
import { uniqueToken } from "../../db/factories";
import { professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { csvOf, importApp } from "../../test/import-kit";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";

/** Issue 28 item 2: listings made in the back office or by CSV are placed at once, so Near me finds them. */
const point = (zip: string) => {
  const z = SA_ZIPS.find((p) => p.zip === zip)!;
  return { latitude: z.lat, longitude: z.lng };
};

describe.each(engines)("where a new listing is on %s", (engine) => {
  const { database, app } = setupTestApp(engine, importApp);
  const editor = { cookie: "" };
  beforeAll(async () => {
    editor.cookie = (await staffSession(app, database.db, "editor")).cookie;
  });
  const send = (method: "post" | "patch", path: string, body: object) => request(app)[method](path).set("Cookie", editor.cookie).send(body);
  const pro = (extra: Record<string, unknown>) => ({ name: `Ana ${uniqueToken("pos")}`, title: "CPA", confirmDuplicate: true, ...extra });

  it("gives a listing made in the back office its San Antonio ZIP's point, and Near me finds it with a distance", async () => {
    const created = await send("post", "/api/admin/professionals", pro({ address: "4127 Broadway St, San Antonio, TX 78209" })).expect(201);
    expect(created.body).toMatchObject(point("78209"));
    const business = await send("post", "/api/admin/businesses", { name: `Shop ${uniqueToken("pos")}`, zipCode: "78205", confirmDuplicate: true }).expect(201);
    expect(business.body).toMatchObject(point("78205"));

    const near = await request(app)
      .get(`/api/professionals?near=78209&radius=1&search=${encodeURIComponent(created.body.name)}`)
      .expect(200);
    expect(near.body).toEqual([expect.objectContaining({ id: created.body.id, distance: expect.any(Number) })]);
  });

  it("keeps an exact position staff give, refuses one coordinate alone, and moves a listing whose ZIP changes", async () => {
    const exact = await send("post", "/api/admin/professionals", pro({ address: "1 Main St, San Antonio, TX 78209", latitude: 29.5, longitude: -98.5 })).expect(
      201,
    );
    expect(exact.body).toMatchObject({ latitude: 29.5, longitude: -98.5 });
    const half = await send("post", "/api/admin/professionals", pro({ latitude: 29.5 })).expect(400);
    expect(half.body.message).toMatch(/^longitude: /);
    const far = await send("post", "/api/admin/professionals", pro({ latitude: 129.5, longitude: -98.5 })).expect(400);
    expect(far.body.fieldErrors.latitude).toEqual(["Latitude must be between -90 and 90"]);

    const id = exact.body.id as number;
    expect((await send("patch", `/api/admin/professionals/${id}`, { title: "Senior CPA" }).expect(200)).body).toMatchObject({
      latitude: 29.5,
      longitude: -98.5,
    });
    expect((await send("patch", `/api/admin/professionals/${id}`, { address: "2 Main St, San Antonio, TX 78205" }).expect(200)).body).toMatchObject(
      point("78205"),
    );
    // Cleared: back to the ZIP's point.
    await send("patch", `/api/admin/professionals/${id}`, { latitude: 29.6, longitude: -98.6 }).expect(200);
    expect((await send("patch", `/api/admin/professionals/${id}`, { latitude: null, longitude: null }).expect(200)).body).toMatchObject(point("78205"));
    // Outside San Antonio's ZIPs there is no point to give.
    const elsewhere = await send("post", "/api/admin/professionals", pro({ address: "100 Main St, Boerne, TX 78006" })).expect(201);
    expect(elsewhere.body).toMatchObject({ latitude: null, longitude: null });
  });

  it("places CSV rows by their ZIP, or by the file's latitude and longitude columns, and a re-import changes nothing", async () => {
    const t = uniqueToken("csvpos");
    const post = (csv: string, status = 200) =>
      request(app).post("/api/admin/import/professionals?dryRun=false").set("Cookie", editor.cookie).set("Content-Type", "text/csv").send(csv).expect(status);
    const file = csvOf([
      ["external_id", "name", "title", "address", "latitude", "longitude"],
      [`${t}-1`, "Ana Sample", "CPA", "4127 Broadway St, San Antonio, TX 78209", "", ""],
      [`${t}-2`, "Ben Sample", "CPA", "1 Main St, San Antonio, TX 78205", "29.4301", "-98.4902"],
      [`${t}-3`, "Cy Sample", "CPA", "", "29.4", ""],
    ]);
    const report = (await post(file, 422)).body;
    expect(report.counts).toMatchObject({ reject: 1 });
    expect(report.rows.find((r: { externalId: string }) => r.externalId === `${t}-3`).problems[0].column).toBe("longitude");
    const fixed = csvOf([
      ["external_id", "name", "title", "address", "latitude", "longitude"],
      [`${t}-1`, "Ana Sample", "CPA", "4127 Broadway St, San Antonio, TX 78209", "", ""],
      [`${t}-2`, "Ben Sample", "CPA", "1 Main St, San Antonio, TX 78205", "29.4301", "-98.4902"],
    ]);
    expect((await post(fixed)).body.counts).toMatchObject({ create: 2 });
    const rows = await database.db
      .select()
      .from(professionals)
      .where(inArray(professionals.externalId, [`${t}-1`, `${t}-2`]));
    const byId = Object.fromEntries(rows.map((r) => [r.externalId, { latitude: r.latitude, longitude: r.longitude }]));
    expect(byId[`${t}-1`]).toEqual(point("78209"));
    expect(byId[`${t}-2`]).toEqual({ latitude: 29.4301, longitude: -98.4902 });
    expect((await post(fixed)).body.counts).toMatchObject({ create: 0, update: 0, unchanged: 2 });
    // A file without position columns moves a listing whose address moved, and only that one.
    const moved = csvOf([
      ["external_id", "name", "title", "address"],
      [`${t}-1`, "Ana Sample", "CPA", "4127 Broadway St, San Antonio, TX 78205"],
      [`${t}-2`, "Ben Sample", "CPA", "1 Main St, San Antonio, TX 78205"],
    ]);
    expect((await post(moved)).body.counts).toMatchObject({ update: 1, unchanged: 1 });
    const after = await database.db
      .select()
      .from(professionals)
      .where(inArray(professionals.externalId, [`${t}-1`, `${t}-2`]));
    expect(Object.fromEntries(after.map((r) => [r.externalId, { latitude: r.latitude, longitude: r.longitude }]))).toEqual({
      [`${t}-1`]: point("78205"),
      [`${t}-2`]: { latitude: 29.4301, longitude: -98.4902 },
    });
  });
});
