import express from "express";
import request from "supertest";
import { requestTimeout, TIMEOUT_MESSAGE } from "./request-timeout";

/** An app whose /wait/:ms answers after that many milliseconds, behind a 200 ms timeout. */
function appWithTimeout() {
  const app = express();
  app.use(requestTimeout(200));
  app.get("/wait/:ms", (req, res) => {
    setTimeout(() => {
      if (!res.headersSent) res.json({ answered: true });
    }, Number(req.params.ms));
  });
  return app;
}

describe("request timeout", () => {
  it("answers 503 to every request still open at the deadline, and leaves the quick ones alone", async () => {
    const app = appWithTimeout();
    const [slowA, quick, slowB, late] = await Promise.all([
      request(app).get("/wait/5000"),
      request(app).get("/wait/20"),
      request(app).get("/wait/5000"),
      request(app).get("/wait/150"),
    ]);
    expect([slowA.status, slowB.status]).toEqual([503, 503]);
    expect(slowA.body).toEqual({ message: TIMEOUT_MESSAGE });
    expect(slowA.headers.connection).toBe("close");
    expect(slowA.headers["retry-after"]).toBe("5");
    expect([quick.status, quick.body]).toEqual([200, { answered: true }]);
    expect([late.status, late.body]).toEqual([200, { answered: true }]);
  });

  it("keeps timing requests that arrive after the sweeper stopped for lack of work", async () => {
    const app = appWithTimeout();
    await request(app).get("/wait/5000").expect(503);
    // Nothing open any more: the sweeper stopped; a new slow request must start it again.
    await new Promise((r) => setTimeout(r, 50));
    await request(app).get("/wait/5000").expect(503);
  });
});
