import request from "supertest";
import { engines } from "../../test/database";
import { setupTestApp } from "../../test/test-app";

/** A cursor as a client could forge it: base64url of any JSON, valid in shape but not as text. */
const forged = (n: string) => Buffer.from(JSON.stringify({ g: 0, n, i: 1 })).toString("base64url");

describe.each(engines)("cursors carrying text PostgreSQL cannot hold on %s", (engine) => {
  const { app } = setupTestApp(engine);

  it.each([
    ["a NUL", "a\u0000b"],
    ["a lone high surrogate", "a\uD800b"],
    ["a lone low surrogate", "a\uDC00"],
  ])("answers 400 naming the cursor for a name with %s, on both lists", async (_what, name) => {
    for (const list of ["professionals", "businesses"]) {
      const res = await request(app)
        .get(`/api/${list}?cursor=${forged(name)}`)
        .expect(400);
      expect(res.body.message, list).toMatch(/cursor/);
    }
  });

  it("still pages with a cursor whose name is ordinary text", async () => {
    const res = await request(app)
      .get(`/api/professionals?cursor=${forged("Ana é 😀")}`)
      .expect(200);
    expect(Array.isArray(res.body)).toBe(true);
  });
});
