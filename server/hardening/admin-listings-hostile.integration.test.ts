import { count } from "drizzle-orm";
import type { Express } from "express";
import fc from "fast-check";
import request from "supertest";
import { adminProfessionalSchema } from "@shared/admin/listings";
import { createCategory, createProfessional } from "../db/factories";
import { auditLog, categories, professionals } from "../db/schema";
import { engines } from "../test/database";
import {
  expectSafeAnswer,
  hostileJson,
  hostileText,
  malformedJson,
  PATH_LIKE,
  percentEncode,
  runs,
  SCRIPT_LIKE,
  wrongType,
  type Answer,
} from "../test/hostile";
import { openPrivateDatabase } from "../test/private-database";
import { createApp } from "../app";
import { mountStaticClient } from "../client";
import { uniqueToken } from "../db/factories";
import { TEST_SHELL, testBuildDir } from "../test/seo-kit";
import { staffSession } from "../test/staff-session";
import { setupTestDatabase } from "../test/test-app";
import { testPasswordHasher } from "../test/password-hasher";

/**
 * Random, malformed and hostile input at every /api/admin listings and categories endpoint, as
 * a signed-in editor: never a 5xx or a stack, a JSON {message} on errors, and no row or audit
 * entry unless the request was valid. Listing text with <script> or javascript: stays inert.
 */
describe.each(engines)("hostile input against the admin listings endpoints on %s", (engine) => {
  const database = setupTestDatabase(engine, openPrivateDatabase);
  let app: Express;
  let cookie = "";
  const ids = { professional: 0, category: 0 };
  beforeAll(async () => {
    // The POST limit raised: this test is about input, the limit has its own tests.
    app = createApp({
      passwordHasher: testPasswordHasher,
      db: database.db,
      stripe: null,
      postRateLimit: { limit: 1_000_000, keyPrefix: uniqueToken("hostile-admin") },
      mountClient: (client) => mountStaticClient(client, { db: database.db, shell: TEST_SHELL, dist: testBuildDir() }),
    });
    cookie = (await staffSession(app, database.db, "editor")).cookie;
    ids.category = (await createCategory(database.db)).id;
    ids.professional = (await createProfessional(database.db, { categoryId: ids.category })).id;
  });

  const send = async (method: "get" | "post" | "patch" | "delete", path: string, body?: string): Promise<Answer> => {
    let req = request(app)[method](path).set("Cookie", cookie);
    if (body !== undefined) req = req.set("Content-Type", "application/json").send(body);
    const res = await req;
    return { status: res.status, contentType: String(res.headers["content-type"] ?? ""), text: res.text };
  };
  const rows = async () => {
    const [[p], [c], [a]] = await Promise.all([
      database.db.select({ n: count() }).from(professionals),
      database.db.select({ n: count() }).from(categories),
      database.db.select({ n: count() }).from(auditLog),
    ]);
    return { professionals: p!.n, categories: c!.n, audit: a!.n };
  };
  const check = <T>(arb: fc.Arbitrary<T>, n: number, body: (value: T) => Promise<void>) =>
    fc.assert(
      fc.asyncProperty(arb, async (value) => body(value)),
      { numRuns: runs(n) },
    );

  it("POST /api/admin/professionals: only a valid listing adds a row (and its audit entry)", async () => {
    const fields = fc.record(
      {
        name: fc.oneof(hostileText, wrongType),
        title: fc.oneof(hostileText, wrongType),
        phone: fc.oneof(fc.constant("210-555-0150"), hostileText, wrongType),
        website: fc.oneof(fc.constant("https://example.com"), hostileText, wrongType),
        socialMedia: fc.oneof(fc.array(hostileText, { maxLength: 3 }), wrongType),
        categoryId: fc.oneof(fc.constant(ids.category), fc.integer(), wrongType),
        confirmDuplicate: fc.oneof(fc.constant(true), wrongType),
      },
      { requiredKeys: [] },
    );
    let created = 0;
    await check(
      fc.oneof(
        fields.map((f) => JSON.stringify(f)),
        // Hostile text in the two required fields and nothing else wrong: mostly valid listings.
        fc.record({ name: hostileText, title: hostileText }).map((f) => JSON.stringify({ ...f, confirmDuplicate: true })),
        hostileJson.map((j) => JSON.stringify(j) ?? "null"),
        malformedJson,
      ),
      60,
      async (body) => {
        const before = await rows();
        const answer = await send("post", "/api/admin/professionals", body);
        expectSafeAnswer(answer, `POST ${body.slice(0, 200)}`);
        const after = await rows();
        if (answer.status === 201) {
          adminProfessionalSchema.parse(JSON.parse(answer.text));
          created += 1;
          expect(after).toEqual({ ...before, professionals: before.professionals + 1, audit: before.audit + 1 });
        } else expect(after).toEqual(before);
      },
    );
    // Some cases must get through, or the property only tested the refusals.
    if (runs(60) >= 60) expect(created).toBeGreaterThan(0);
  });

  it("PATCH /api/admin/professionals/:id and POST /api/admin/categories, PATCH /:id: hostile bodies never break them", async () => {
    await check(
      fc.oneof(
        hostileJson.map((j) => JSON.stringify(j) ?? "null"),
        malformedJson,
      ),
      40,
      async (body) => {
        for (const [method, path] of [
          ["patch", `/api/admin/professionals/${ids.professional}`],
          ["post", "/api/admin/categories"],
          ["patch", `/api/admin/categories/${ids.category}`],
        ] as const) {
          expectSafeAnswer(await send(method, path, body), `${method} ${path} ${body.slice(0, 200)}`);
        }
      },
    );
  });

  it("list, duplicates and record reads: hostile query strings and path ids are 400 or 404, never a 5xx", async () => {
    const value = fc.oneof(hostileText, fc.constantFrom(...PATH_LIKE));
    await check(
      fc.tuple(value, value, fc.constantFrom("search", "categoryId", "status", "cursor", "limit", "phone", "name", "address")),
      60,
      async ([a, b, key]) => {
        for (const path of [
          `/api/admin/professionals?${key}=${percentEncode(a)}&${key}=${percentEncode(b)}`,
          `/api/admin/businesses?${key}=${percentEncode(a)}`,
          `/api/admin/professionals/duplicates?${key}=${percentEncode(a)}`,
          `/api/admin/businesses/${percentEncode(a)}`,
        ]) {
          expectSafeAnswer(await send("get", path), `GET ${path.slice(0, 200)}`);
        }
        for (const path of [`/api/admin/professionals/${percentEncode(a)}/publish`, `/api/admin/categories/${percentEncode(b)}`]) {
          expectSafeAnswer(await send(path.endsWith("publish") ? "post" : "delete", path), `write ${path.slice(0, 200)}`);
        }
      },
    );
  });

  it("listing text with <script> is stored as text and shown inert on the public page; javascript: links are refused", async () => {
    for (const script of SCRIPT_LIKE) {
      const res = await send(
        "post",
        "/api/admin/professionals",
        JSON.stringify({ name: `Sample ${script}`, title: script, bio: script, confirmDuplicate: true }),
      );
      expect(res.status, script).toBe(201);
      const { id } = JSON.parse(res.text) as { id: number };
      const html = (await request(app).get(`/professional/${id}`).set("Host", "directory.test").expect(200)).text;
      expect(html).not.toContain("<script>window.__xss");
      expect(html).not.toContain("<img src=x onerror");
      expect(html).not.toContain("<svg/onload");
    }
    for (const field of ["website", "photoUrl"]) {
      const res = await send("post", "/api/admin/professionals", JSON.stringify({ name: "Sample", title: "Sample", [field]: "javascript:alert(1)" }));
      expect(res.status).toBe(400);
    }
    const social = await send("post", "/api/admin/professionals", JSON.stringify({ name: "Sample", title: "Sample", socialMedia: ["JavaScript:alert(1)"] }));
    expect(social.status).toBe(400);
  });
});
