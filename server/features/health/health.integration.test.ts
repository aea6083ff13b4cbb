import request from "supertest";
import { createApp } from "../../app";
import { createDrain } from "../../middleware/drain";
import { engines, openTestDatabase } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";

describe.each(engines)("/healthz and /readyz on %s", (engine) => {
  it("say ok and ready while the process runs and the database answers, and are never cached", async () => {
    const database = await openTestDatabase(engine);
    const app = createApp({ db: database.db, stripe: null });
    const health = await request(app).get("/healthz").expect(200);
    expect(health.body).toEqual({ status: "ok" });
    expect(health.headers["cache-control"]).toBe("no-store");
    expect((await request(app).get("/readyz").expect(200)).body).toEqual({ status: "ready" });
    await database.close();
  });

  it("/readyz answers 503 quickly when the database is gone, while /healthz stays 200", async () => {
    // A database of its own, since it closes it: the file's test database stays open for the others.
    const database = await openPrivateDatabase(engine);
    const app = createApp({ db: database.db, stripe: null });
    await database.close();
    const started = Date.now();
    const res = await request(app).get("/readyz").expect(503);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(res.body).toEqual({ message: "The database is not available" });
    expect(res.headers["retry-after"]).toBe("5");
    await request(app).get("/healthz").expect(200);
  });

  it("/readyz answers 503 once the process drains for shutdown", async () => {
    const database = await openTestDatabase(engine);
    const drain = createDrain();
    const app = createApp({ db: database.db, stripe: null, drain });
    await request(app).get("/readyz").expect(200);
    const server = app.listen(0);
    const closed = drain.close(server, 1000);
    const res = await request(app).get("/readyz").expect(503);
    expect(res.body).toEqual({ message: "Shutting down" });
    expect(res.headers.connection).toBe("close");
    expect(await closed).toBe(true);
    await database.close();
  });
});
