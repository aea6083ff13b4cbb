import { eq, isNotNull, isNull } from "drizzle-orm";
import request from "supertest";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { engines } from "../../test/database";
import { setupTestApp } from "../../test/test-app";
import { businessSchema, professionalSchema } from "@shared/schema";
import { resolveNear } from "@shared/sa-places";
import type { OpeningHours } from "@shared/hours";
import { professionals } from "../../db/schema";
import { nearestPage } from "./nearest-page";

/** Great-circle meters on earthdistance's sphere (radius 6378168 m), to check the API's figures. */
function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6378168 * Math.asin(Math.sqrt(h));
}

const DOWNTOWN = resolveNear("78205")!;
/** A point `km` east of downtown (a degree of longitude is ~96.8 km at 29.4° N). */
const east = (km: number) => ({ latitude: DOWNTOWN.lat, longitude: DOWNTOWN.lng + km / 96.8 });
const allWeek = (open: string, close: string): OpeningHours => ({
  weekly: [0, 1, 2, 3, 4, 5, 6].map(() => [{ open, close }]) as OpeningHours["weekly"],
  special: [],
});
const ids = (body: { id: number }[]) => body.map((row) => row.id);

describe.each(engines)("near me and open now on %s", (engine) => {
  const { database, app } = setupTestApp(engine);

  it("sorts by distance from a ZIP centroid, says each distance, and leaves unplaced listings out", async () => {
    const cat = await createCategory(database.db);
    const far = await createProfessional(database.db, { categoryId: cat.id, ...east(12) });
    const near = await createProfessional(database.db, { categoryId: cat.id, ...east(0.5) });
    const middle = await createProfessional(database.db, { categoryId: cat.id, ...east(4) });
    await createProfessional(database.db, { categoryId: cat.id, latitude: null, longitude: null });
    const res = await request(app).get(`/api/professionals?categoryIds=${cat.id}&near=78205&sort=distance`).expect(200);
    expect(ids(res.body)).toEqual([near.id, middle.id, far.id]);
    expect(res.headers["x-total-count"]).toBe("3");
    for (const row of res.body) {
      professionalSchema.parse(row);
      expect(Math.abs(row.distance - haversine(DOWNTOWN, { lat: row.latitude, lng: row.longitude }))).toBeLessThanOrEqual(1);
    }
    expect(res.body[0].distance).toBeGreaterThan(450);
    expect(res.body[0].distance).toBeLessThan(550);
  });

  it("says how many listings of the same filter nearest first left out for having no position (issue 28 item 2)", async () => {
    const cat = await createCategory(database.db);
    const other = await createCategory(database.db);
    const placed = await createProfessional(database.db, { categoryId: cat.id, ...east(1) });
    await createProfessional(database.db, { categoryId: cat.id, latitude: null, longitude: null });
    await createProfessional(database.db, { categoryId: cat.id, latitude: null, longitude: null });
    await createProfessional(database.db, { categoryId: other.id, latitude: null, longitude: null });
    const res = await request(app).get(`/api/professionals?categoryIds=${cat.id}&near=78205&sort=distance`).expect(200);
    expect(ids(res.body)).toEqual([placed.id]);
    expect(res.headers["x-unplaced-count"]).toBe("2");
    // Without the distance order nothing is left out, and none of the other category's count.
    const usual = await request(app).get(`/api/professionals?categoryIds=${cat.id}`).expect(200);
    expect(usual.headers["x-unplaced-count"]).toBeUndefined();
    const placedOnly = await request(app).get(`/api/professionals?categoryIds=${placed.categoryId}&near=78205&sort=distance&search=zzzznomatch`).expect(200);
    expect(placedOnly.headers["x-unplaced-count"]).toBeUndefined();

    const bizCat = await createCategory(database.db);
    await createBusiness(database.db, { categoryId: bizCat.id, ...east(2) });
    await createBusiness(database.db, { categoryId: bizCat.id, latitude: null, longitude: null });
    const biz = await request(app).get(`/api/businesses?categoryIds=${bizCat.id}&near=78205&sort=distance`).expect(200);
    expect(biz.body).toHaveLength(1);
    expect(biz.headers["x-unplaced-count"]).toBe("1");
  });

  it("pages nearest first through ties (listings at one address) without losing or repeating one", async () => {
    const cat = await createCategory(database.db);
    const made = [];
    for (const km of [3, 1, 1, 1, 2, 1, 3, 0.2]) made.push({ km, id: (await createProfessional(database.db, { categoryId: cat.id, ...east(km) })).id });
    const expected = made.sort((a, b) => a.km - b.km || a.id - b.id).map((m) => m.id);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await request(app)
        .get(`/api/professionals?categoryIds=${cat.id}&near=downtown&sort=distance&limit=3${cursor ? `&cursor=${cursor}` : ""}`)
        .expect(200);
      seen.push(...ids(res.body));
      expect(res.headers["x-total-count"]).toBe("8");
      cursor = res.headers["x-next-cursor"];
      if (!cursor) break;
    }
    expect(seen).toEqual(expected);
  });

  it("pages nearest first alike whether the KNN walk or the matches sorted find each page's reach (issue 26 item 1)", async () => {
    const cat = await createCategory(database.db);
    const made = [];
    for (const km of [3, 1, 1, 1, 2, 1, 3, 0.2, 5, 0.7, 2, 4])
      made.push({ km, id: (await createProfessional(database.db, { categoryId: cat.id, ...east(km) })).id });
    const expected = made.sort((a, b) => a.km - b.km || a.id - b.id).map((m) => m.id);
    const pagesWith = async (walk: number) => {
      const seen: number[][] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page++) {
        const result = await nearestPage<{ id: typeof professionals.id }, { id: number }>(database.db, {
          table: professionals,
          columns: { id: professionals.id },
          filters: [eq(professionals.categoryId, cat.id), isNull(professionals.unpublishedAt), isNotNull(professionals.latitude)],
          near: DOWNTOWN,
          limit: 5,
          cursor,
          count: () => Promise.resolve({ total: made.length }),
          walk,
        });
        seen.push(result.rows.map((row) => row.id));
        cursor = result.nextCursor;
        if (!cursor) break;
      }
      return seen;
    };
    // The shared test database holds other files' listings near downtown: a walk of 3 never meets five of these, a long one does.
    const sorted = await pagesWith(0);
    expect(sorted.flat()).toEqual(expected);
    expect(sorted.map((page) => page.length)).toEqual([5, 5, 2]);
    expect(await pagesWith(3)).toEqual(sorted);
    expect(await pagesWith(1_000_000)).toEqual(sorted);
  });

  it("filters to a radius in miles, with or without the distance order", async () => {
    const cat = await createCategory(database.db);
    const inside = await createProfessional(database.db, { categoryId: cat.id, ...east(7) }); // 4.3 mi
    await createProfessional(database.db, { categoryId: cat.id, ...east(9) }); // 5.6 mi
    await createProfessional(database.db, { categoryId: cat.id, latitude: null, longitude: null });
    const sorted = await request(app).get(`/api/professionals?categoryIds=${cat.id}&near=78205&sort=distance&radius=5`).expect(200);
    expect(ids(sorted.body)).toEqual([inside.id]);
    const named = await request(app).get(`/api/professionals?categoryIds=${cat.id}&near=78205&radius=5`).expect(200);
    expect(ids(named.body)).toEqual([inside.id]);
    expect(named.headers["x-total-count"]).toBe("1");
  });

  it("pages nearest first when the page reaches across most of the city, where the reach's box is left aside (issue 26 item 1)", async () => {
    const term = uniqueToken("far").toLowerCase();
    const farther = await createProfessional(database.db, { name: `Ana ${term}`, ...east(40) }); // 24.9 mi
    const far = await createProfessional(database.db, { name: `Bea ${term}`, ...east(30) }); // 18.6 mi
    const page = await request(app).get(`/api/professionals?search=${term}&near=78205&sort=distance&limit=1`).expect(200);
    expect(ids(page.body)).toEqual([far.id]);
    const next = await request(app)
      .get(`/api/professionals?search=${term}&near=78205&sort=distance&limit=1&cursor=${page.headers["x-next-cursor"]}`)
      .expect(200);
    expect(ids(next.body)).toEqual([farther.id]);
    expect(next.body[0].distance).toBeGreaterThan(page.body[0].distance);
  });

  it("filters a ranked search to a radius from professional_search's copy of the position, which follows a move (issue 26 item 1)", async () => {
    const term = uniqueToken("radius").toLowerCase();
    const inside = await createProfessional(database.db, { name: `Ana ${term}`, ...east(7) }); // 4.3 mi
    const outside = await createProfessional(database.db, { name: `Bea ${term}`, ...east(9) }); // 5.6 mi
    await createProfessional(database.db, { name: `Cy ${term}`, latitude: null, longitude: null });
    const within = async (radius: number) => ids((await request(app).get(`/api/professionals?search=${term}&near=78205&radius=${radius}`).expect(200)).body);
    expect(await within(5)).toEqual([inside.id]);
    // Moved inside the radius (written here, past the app's cache: a new radius is a new address).
    await database.db.update(professionals).set(east(2)).where(eq(professionals.id, outside.id));
    expect((await within(4.9)).sort((a, b) => a - b)).toEqual([inside.id, outside.id].sort((a, b) => a - b));
  });

  it("takes a shared position, and keeps the usual order with distances when not sorting by them", async () => {
    const cat = await createCategory(database.db);
    const b = await createProfessional(database.db, { categoryId: cat.id, name: "Beatriz Near", ...east(1) });
    const a = await createProfessional(database.db, { categoryId: cat.id, name: "Alma Far", ...east(10) });
    const none = await createProfessional(database.db, { categoryId: cat.id, name: "Carla Nowhere", latitude: null, longitude: null });
    const res = await request(app).get(`/api/professionals?categoryIds=${cat.id}&near=${DOWNTOWN.lat},${DOWNTOWN.lng}`).expect(200);
    expect(ids(res.body)).toEqual([a.id, b.id, none.id]);
    expect(res.body[2].distance).toBeNull();
    expect(res.body[1].distance).toBeGreaterThan(950);
    expect(res.body[1].distance).toBeLessThan(1050);
  });

  it("lists only listings open now: open all day against closed all week", async () => {
    const cat = await createCategory(database.db);
    const open = await createProfessional(database.db, { categoryId: cat.id, hours: allWeek("00:00", "24:00") });
    await createProfessional(database.db, { categoryId: cat.id, hours: { weekly: [[], [], [], [], [], [], []], special: [] } });
    await createProfessional(database.db, { categoryId: cat.id, hours: null });
    const res = await request(app).get(`/api/professionals?categoryIds=${cat.id}&open=now`).expect(200);
    expect(ids(res.body)).toEqual([open.id]);
    const near = await request(app).get(`/api/professionals?categoryIds=${cat.id}&open=now&near=78205&sort=distance`).expect(200);
    expect(near.body).toEqual([]); // the open one has no position
  });

  it("gives /api/businesses the same words", async () => {
    const near = await createBusiness(database.db, { ...east(0.3), hours: allWeek("00:00", "24:00") });
    const res = await request(app).get(`/api/businesses?near=78205&sort=distance&radius=0.5&open=now`).expect(200);
    expect(ids(res.body)).toContain(near.id);
    for (const row of res.body) {
      businessSchema.parse(row);
      expect(row.distance).toBeLessThanOrEqual(805);
    }
    const sorted = res.body.map((row: { distance: number }) => row.distance);
    expect(sorted).toEqual([...sorted].sort((x, y) => x - y));
  });

  it.each([
    ["near=99999", "near"],
    ["near=atlantis", "near"],
    ["near=95,10", "near"],
    ["near=78205&near=78209", "near"],
    ["sort=distance", "sort"],
    ["radius=5", "radius"],
    ["near=78205&radius=0", "radius"],
    ["near=78205&radius=abc", "radius"],
    ["near=78205&sort=name", "sort"],
    ["open=later", "open"],
  ])("answers 400 naming the field for %s", async (query, field) => {
    for (const path of ["/api/professionals", "/api/businesses"]) {
      const res = await request(app).get(`${path}?${query}`).expect(400);
      expect(res.body.fieldErrors?.[field]?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it("refuses a name-order cursor on a nearest-first list (400, not 500)", async () => {
    const cat = await createCategory(database.db);
    for (let i = 0; i < 3; i++) await createProfessional(database.db, { categoryId: cat.id, ...east(i) });
    const first = await request(app).get(`/api/professionals?categoryIds=${cat.id}&limit=1`).expect(200);
    const res = await request(app)
      .get(`/api/professionals?categoryIds=${cat.id}&near=78205&sort=distance&cursor=${first.headers["x-next-cursor"]}`)
      .expect(400);
    expect(res.body.message).toMatch(/cursor/);
  });
});
