import { eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { testPasswordHasher } from "../../test/password-hasher";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";
import { createValueCache } from "./cache";

/**
 * The server re-reads the directory's change counter at most once a second (checkEveryMs); here
 * a minute, so that within a test only a re-check can show a change. A write answered by this
 * process re-checks at once (issue 15): the editor who saved sees the change on the next read.
 */
describe.each(engines)("public reads after a write of the same process on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ db, stripe: null, passwordHasher: testPasswordHasher, directoryCache: createValueCache(db, { checkEveryMs: 60_000 }) }),
  );

  it("show an editor's change at once, while a change from elsewhere waits for the counter's next read", async () => {
    const { cookie } = await staffSession(app, database.db, "editor");
    const category = await createCategory(database.db);
    const pro = await createProfessional(database.db, { categoryId: category.id, name: uniqueToken("Before") });
    const one = async () => (await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.name as string;
    const list = async () =>
      ((await request(app).get(`/api/professionals?categoryIds=${category.id}`).expect(200)).body as { id: number; name: string }[]).find(
        (r) => r.id === pro.id,
      )?.name;
    expect([await one(), await list()]).toEqual([pro.name, pro.name]);

    // Another process's write (straight to the database): this one keeps its cached values.
    await database.db
      .update(professionals)
      .set({ name: uniqueToken("Elsewhere") })
      .where(eq(professionals.id, pro.id));
    expect([await one(), await list()]).toEqual([pro.name, pro.name]);

    // The editor's own write through this process: the very next reads show it.
    const renamed = uniqueToken("Saved");
    await request(app).patch(`/api/admin/professionals/${pro.id}`).set("Cookie", cookie).send({ name: renamed }).expect(200);
    expect([await one(), await list()]).toEqual([renamed, renamed]);
  });

  it("re-checks after any write request it answers (a refused one too), never after a read", async () => {
    const category = await createCategory(database.db);
    const pro = await createProfessional(database.db, { categoryId: category.id, name: uniqueToken("Kept") });
    const one = async () => (await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.name as string;
    expect(await one()).toBe(pro.name);
    await database.db
      .update(professionals)
      .set({ name: uniqueToken("Elsewhere") })
      .where(eq(professionals.id, pro.id));
    await request(app).get("/api/categories").expect(200);
    expect(await one()).toBe(pro.name);
    // No session: 401 from the guard. Any answered write re-checks: one counter read, harmless.
    await request(app).patch(`/api/admin/professionals/${pro.id}`).send({ name: "x" }).expect(401);
    expect(await one()).not.toBe(pro.name);
  });
});
