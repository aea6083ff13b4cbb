import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import Stripe from "stripe";
import { contactRequestSchema, paymentIntentRequestSchema, planIds } from "@shared/schema";
import { createApp } from "../app";
import { createBusiness, createProfessional, uniqueToken } from "../db/factories";
import { createStripe } from "../lib/stripe";
import { engines } from "../test/database";
import { startFakeStripe } from "../test/fake-stripe";
import { expectSafeAnswer, hostileJson, hostileText, jsonDouble, malformedJson, percentEncode, runs, storable, wrongType, type Answer } from "../test/hostile";
import { openPrivateDatabase } from "../test/private-database";
import { changes, newestInquiry, rowCounts } from "../test/row-counts";
import { setupTestDatabase } from "../test/test-app";

/**
 * fast-check throws random, malformed and hostile input at every API endpoint of the real
 * app (real database, real Stripe SDK against a local fake). For every request: no 5xx, no
 * stack trace, a JSON {message} on errors, and no row changed unless the request was valid.
 */
const SECRET = "whsec_hostile_test";
describe.each(engines)("hostile input against every endpoint on %s", (engine) => {
  /** Cases run per property, printed at the end. */
  const tally: Record<string, number> = {};
  const database = setupTestDatabase(engine, openPrivateDatabase);
  let server: Server;
  let base = "";
  let fakeStripe: Awaited<ReturnType<typeof startFakeStripe>>;
  const ids = { professional: 0, business: 0 };

  beforeAll(async () => {
    fakeStripe = await startFakeStripe();
    const business = await createBusiness(database.db);
    ids.business = business.id;
    ids.professional = (await createProfessional(database.db, { businessId: business.id })).id;
    const app = createApp({
      db: database.db,
      stripe: createStripe({ secretKey: "sk_test_fake", apiBase: fakeStripe.url }),
      stripeWebhookSecret: SECRET,
      // Limits raised: this test is about input, the limits have their own tests.
      contact: { rateLimit: { limit: 1_000_000, keyPrefix: uniqueToken("hostile") }, log: () => {} },
      postRateLimit: { limit: 1_000_000, keyPrefix: uniqueToken("hostile-post") },
      stripeWebhookSignatureLimit: { limit: 1_000_000, keyPrefix: uniqueToken("hostile-webhook") },
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await fakeStripe.close();
    console.log(`hostile-input cases on ${engine}: ${JSON.stringify(tally)}`);
  });

  async function send(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await fetch(`${base}${path}`, { method, body, headers: body === undefined ? headers : { "content-type": "application/json", ...headers } });
    return { status: res.status, contentType: res.headers.get("content-type") ?? "", text: await res.text() };
  }
  /** Runs the property, counting its cases in the report. */
  async function check<T>(name: string, arb: fc.Arbitrary<T>, n: number, body: (value: T) => Promise<void>, examples: T[] = []) {
    await fc.assert(
      fc.asyncProperty(arb, async (value) => {
        tally[name] = (tally[name] ?? 0) + 1;
        await body(value);
      }),
      { numRuns: runs(n), examples: examples.map((e) => [e]) },
    );
  }

  it("POST /api/contact: only a valid message adds a row, stored exactly as sent", async () => {
    const fields = fc.record(
      {
        name: fc.oneof(hostileText, wrongType),
        email: fc.oneof(fc.emailAddress(), hostileText, wrongType),
        message: fc.oneof(hostileText, wrongType),
        professionalName: fc.oneof(hostileText, wrongType),
        homepage: fc.oneof(fc.constant(""), hostileText, wrongType),
      },
      { requiredKeys: [] },
    );
    const nearlyValid = fc.record({ name: hostileText, email: fc.emailAddress(), message: hostileText }, { requiredKeys: ["name", "email", "message"] });
    await check(
      "POST /api/contact (JSON bodies)",
      fc.oneof(hostileJson, fields, nearlyValid),
      150,
      async (body) => {
        const before = await rowCounts(database.db);
        const answer = await send("POST", "/api/contact", JSON.stringify(body));
        expectSafeAnswer(answer, `POST /api/contact ${JSON.stringify(body).slice(0, 200)}`);
        const parsed = contactRequestSchema.safeParse(body);
        const valid = parsed.success && storable(body);
        const diff = changes(before, await rowCounts(database.db));
        if (valid) {
          expect(answer.status).toBe(201);
          expect(diff).toEqual({ inquiries: 1 });
          const row = await newestInquiry(database.db);
          // SQL- and script-looking text is data: stored verbatim (after the schema's trim), never run.
          expect(row).toMatchObject({ name: parsed.data.name, email: parsed.data.email, message: parsed.data.message });
        } else {
          expect([400, 413]).toContain(answer.status);
          expect(diff).toEqual({});
        }
      },
      [
        // Found by this test: each was a 500 from the database before middleware/reject-invalid-text.ts.
        { name: "Nul\u0000Byte", email: "nul@example.com", message: "hello" },
        { name: "Lone Surrogate", email: "ls@example.com", message: "ADVERTISING INQUIRY\nBusiness Name: \uD800" },
        { name: "Robert'); DROP TABLE inquiries;--", email: "bobby@example.com", message: "<script>window.__xss=1</script>" },
      ],
    );
  });

  it("POST /api/create-payment-intent: only a valid request records a payment", async () => {
    const fields = fc.record(
      {
        amount: fc.oneof(jsonDouble, fc.integer({ min: -10, max: 200_000 }), fc.constantFrom(0.5, 50, 49.99, 0.001), wrongType, hostileText),
        plan: fc.oneof(fc.constantFrom(...planIds), hostileText, wrongType),
        professionalId: fc.oneof(fc.constant(ids.professional), fc.integer(), wrongType),
        requestId: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), hostileText),
      },
      { requiredKeys: [] },
    );
    await check("POST /api/create-payment-intent", fc.oneof(hostileJson, fields), 120, async (body) => {
      const before = await rowCounts(database.db);
      const answer = await send("POST", "/api/create-payment-intent", JSON.stringify(body));
      expectSafeAnswer(answer, `POST /api/create-payment-intent ${JSON.stringify(body).slice(0, 200)}`);
      const diff = changes(before, await rowCounts(database.db));
      if (paymentIntentRequestSchema.safeParse(body).success && storable(body)) {
        expect([200, 404]).toContain(answer.status);
        if (answer.status === 404) expect(diff).toEqual({});
        else expect(diff.payments ?? 0).toBeLessThanOrEqual(1); // a repeated requestId reuses its intent
        expect(Object.keys(diff).filter((k) => k !== "payments")).toEqual([]);
      } else {
        expect([400, 413]).toContain(answer.status);
        expect(diff).toEqual({});
      }
    });
  });

  it("POST endpoints: malformed JSON, wrong content types and oversized bodies are 4xx and change nothing", async () => {
    const target = fc.constantFrom("/api/contact", "/api/create-payment-intent", "/api/stripe/webhook");
    const contentType = fc.constantFrom(
      "application/json",
      "application/json; charset=utf-16",
      "application/json; charset=latin1",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      "",
    );
    const payload = fc.oneof(
      malformedJson,
      fc.integer({ min: 101, max: 400 }).map((kb) => `{"message":"${"x".repeat(kb * 1024)}"}`),
    );
    await check("POST bodies (malformed / content types / oversized)", fc.tuple(target, contentType, payload), 120, async ([path, type, raw]) => {
      const before = await rowCounts(database.db);
      const answer = await send("POST", path, raw, type ? { "content-type": type } : {});
      expectSafeAnswer(answer, `POST ${path} (${type}) ${raw.slice(0, 100)}`);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(changes(before, await rowCounts(database.db))).toEqual({});
    });
  });

  it("POST /api/stripe/webhook: forged and unsigned deliveries change nothing; signed ones with hostile text are no 5xx", async () => {
    const header = fc.oneof(
      fc.constant(undefined),
      hostileText.filter((h) => /^[\x20-\x7e]*$/.test(h)),
      fc.integer().map((t) => `t=${t},v1=${"0".repeat(64)}`),
    );
    await check("POST /api/stripe/webhook (bad signatures)", fc.tuple(hostileJson, header), 80, async ([event, signature]) => {
      const before = await rowCounts(database.db);
      const answer = await send("POST", "/api/stripe/webhook", JSON.stringify(event), signature === undefined ? {} : { "stripe-signature": signature });
      expectSafeAnswer(answer, `webhook ${signature}`);
      expect(answer.status).toBe(400);
      expect(changes(before, await rowCounts(database.db))).toEqual({});
    });
    // Correctly signed and shaped like Stripe's events, with hostile text wherever Stripe has a string.
    // NULs and lone surrogates too: JSON may carry them as \u escapes, and a signed event must
    // still never be a 500 (the webhook stores them as U+FFFD, features/payments/storable-text.ts).
    const text = hostileText;
    const signedEvent = fc.record({
      id: fc.oneof(fc.stringMatching(/^evt_[A-Za-z0-9]{8,24}$/), text),
      object: fc.constant("event"),
      type: fc.oneof(
        fc.constantFrom(
          "payment_intent.succeeded",
          "payment_intent.processing",
          "payment_intent.payment_failed",
          "payment_intent.canceled",
          "charge.refunded",
          "customer.created",
        ),
        text,
      ),
      created: fc.integer({ min: 0, max: 2_000_000_000 }),
      data: fc.record({
        object: fc.record({
          id: fc.oneof(fc.stringMatching(/^pi_[A-Za-z0-9]{8,24}$/), text),
          object: fc.constant("payment_intent"),
          amount: fc.integer({ min: 0, max: 99_999_999 }),
          currency: fc.oneof(fc.constant("usd"), text),
          status: fc.oneof(fc.constant("succeeded"), text),
          metadata: fc.dictionary(text, text, { maxKeys: 4 }),
        }),
      }),
    });
    await check("POST /api/stripe/webhook (signed, hostile fields)", signedEvent, 60, async (event) => {
      const payload = JSON.stringify(event);
      const answer = await send("POST", "/api/stripe/webhook", payload, {
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      });
      expectSafeAnswer(answer, `signed ${payload.slice(0, 200)}`);
    });
  });

  it("GET endpoints: junk ids, query strings and unknown paths are 4xx, never 5xx, and change nothing", async () => {
    const segment = fc.oneof(
      hostileText,
      fc.integer().map(String),
      fc.constantFrom("0", "-1", "1.5", "1e3", "2147483648", "99999999999999999999", " 1", "0x10", "pi_", "pi_abc"),
    );
    const byId = fc.tuple(fc.constantFrom("/api/professionals/", "/api/businesses/", "/api/payments/"), segment).map(([p, s]) => p + percentEncode(s));
    const pair = fc.tuple(
      fc.constantFrom("search", "categoryIds", "businessId", "limit", "cursor", "categoryIds[]", "search[a]", "__proto__", "x"),
      hostileText,
    );
    const list = fc
      .tuple(fc.constantFrom("/api/professionals", "/api/professionals/", "/api/businesses", "/api/categories"), fc.array(pair, { maxLength: 6 }))
      .map(([p, q]) => `${p}?${q.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join("&")}`);
    const unknown = fc
      .tuple(fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"), fc.webPath())
      .map(([m, p]) => [m, `/api${p.startsWith("/") ? p : `/${p}`}`] as const);
    const request = fc.oneof(
      byId.map((p) => ["GET", p] as const),
      list.map((p) => ["GET", p] as const),
      unknown,
    );
    await check(
      "GET/other methods (ids, queries, unknown paths)",
      request,
      200,
      async ([method, path]) => {
        const before = await rowCounts(database.db);
        const answer = await send(method, path);
        expectSafeAnswer(answer, `${method} ${path}`);
        expect(changes(before, await rowCounts(database.db))).toEqual({});
      },
      [
        // Found by this test: Express's URIError for a malformed %-escape in a path parameter was a 500.
        ["GET", "/api/professionals/%ED%A0%80"],
        ["GET", "/api/businesses/%E0%A4%A"],
        ["GET", "/api/professionals?search=%00"],
      ],
    );
  });
});
