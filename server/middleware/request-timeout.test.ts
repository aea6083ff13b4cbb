import express from "express";
import request from "supertest";
import { errorHandler } from "./error-handler";
import { requestTimeout, throwIfGivenUp, TIMEOUT_MESSAGE } from "./request-timeout";

/**
 * An app whose /wait/:ms answers after that many milliseconds, behind a timeout of `timeoutMs`.
 * An answer due before the deadline must come with at least 800 ms to spare: this process shares
 * two cores with the rest of the suite, and a stall of its event loop longer than the spare time
 * (60 ms was seen, with a 200 ms timeout and an answer at 150 ms) runs the deadline's sweep first.
 */
function appWithTimeout(timeoutMs = 1000) {
  const app = express();
  app.use(requestTimeout(timeoutMs));
  app.get("/wait/:ms", (req, res) => {
    setTimeout(() => {
      if (!res.headersSent) res.json({ answered: true });
    }, Number(req.params.ms));
  });
  // A write that takes `ms` and then stores, as a handler already writing does.
  const stored: string[] = [];
  app.post("/write/:ms", async (req, res) => {
    await new Promise((r) => setTimeout(r, Number(req.params.ms)));
    stored.push(req.params.ms);
    res.status(201).json({ stored: true });
  });
  // A write that waits `ms` before it starts writing, and checks the deadline first.
  app.post("/later/:ms", async (req, res) => {
    await new Promise((r) => setTimeout(r, Number(req.params.ms)));
    throwIfGivenUp(res);
    stored.push(req.params.ms);
    res.status(201).json({ stored: true });
  });
  app.use(errorHandler);
  return Object.assign(app, { stored });
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

  it("never answers a write 503 while it goes on: it answers its true result, or 503 only when it stopped before writing (issue 26 item 3)", async () => {
    const app = appWithTimeout();
    const [written, givenUp, quick] = await Promise.all([request(app).post("/write/1300"), request(app).post("/later/1300"), request(app).post("/later/10")]);
    expect([written.status, written.body]).toEqual([201, { stored: true }]);
    expect([givenUp.status, givenUp.body]).toEqual([503, { message: TIMEOUT_MESSAGE }]);
    expect(quick.status).toBe(201);
    expect(app.stored.sort()).toEqual(["10", "1300"]);
  });

  it("keeps timing requests that arrive after the sweeper stopped for lack of work", async () => {
    const app = appWithTimeout(200);
    await request(app).get("/wait/5000").expect(503);
    // Nothing open any more: the sweeper stopped; a new slow request must start it again.
    await new Promise((r) => setTimeout(r, 50));
    await request(app).get("/wait/5000").expect(503);
  });
});
