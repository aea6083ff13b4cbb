import { eq } from "drizzle-orm";
import fc from "fast-check";
import request from "supertest";
import { recordAudit } from "../../audit/record-audit";
import { createProfessional } from "../../db/factories";
import { professionals } from "../../db/schema";
import { staffCookie, useAdminKit } from "../../test/admin-kit";
import { engines } from "../../test/database";
import { expectSafeAnswer, hostileJson, hostileText, malformedJson, percentEncode, runs, wrongType, type Answer } from "../../test/hostile";

/**
 * fast-check against the payments and audit endpoints of the back office, signed in as an
 * admin: no 5xx, no stack, a JSON {message} on errors, and nothing changed (no Gold moved, no
 * refund asked of Stripe, no field restored) unless the request was accepted.
 */
describe.each(engines)("hostile input against the admin payments and audit endpoints on %s", (engine) => {
  const kit = useAdminKit(engine);
  const ids = { professional: 0, intent: "", entry: 0 };
  let cookie = "";

  beforeAll(async () => {
    cookie = (await staffCookie(kit.app, kit.database.db, "admin")).cookie;
    const pro = await createProfessional(kit.database.db, { phone: "210-555-0150", goldUntil: "2031-06-01T00:00:00.000Z" });
    ids.professional = pro.id;
    ids.intent = await kit.createIntent({ plan: "gold-monthly", professionalId: pro.id });
    kit.stripe.markSucceeded(ids.intent);
    await kit.deliver("payment_intent.succeeded", ids.intent).expect(200);
    await kit.database.db.update(professionals).set({ phone: "210-555-0151" }).where(eq(professionals.id, pro.id));
    ids.entry = await recordAudit(
      kit.database.db,
      { actorId: null, actorEmail: "cli", actorIp: null },
      {
        action: "professional.update",
        entityType: "professional",
        entityId: pro.id,
        before: { phone: "210-555-0150" },
        after: { phone: "210-555-0151" },
      },
    );
  });

  const answer = (res: request.Response): Answer => ({ status: res.status, contentType: String(res.headers["content-type"] ?? ""), text: res.text });
  const state = async () => {
    const [row] = await kit.database.db
      .select({ goldUntil: professionals.goldUntil, phone: professionals.phone })
      .from(professionals)
      .where(eq(professionals.id, ids.professional));
    return { ...row, refunds: kit.stripe.refunds.length };
  };
  const anyValue = fc.oneof(hostileText, wrongType, hostileJson);
  /** A query string of hostile values under the endpoint's own parameter names (and a few others). */
  const hostileQuery = (names: string[]) =>
    fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...names), hostileText),
          fc.oneof(hostileText, fc.constantFrom("1", "-1", "0", "2147483648", "2031-01-01", "succeeded")),
        ),
        { maxLength: 6 },
      )
      .map((pairs) => pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join("&"));

  it("GET /api/admin/payments and /api/admin/audit: any query is a list or a 400", async () => {
    for (const [path, names] of [
      ["/api/admin/payments", ["professionalId", "status", "from", "to", "cursor", "limit"]],
      ["/api/admin/audit", ["entityType", "entityId", "actorId", "actorEmail", "from", "to", "cursor", "limit"]],
    ] as const) {
      await fc.assert(
        fc.asyncProperty(hostileQuery([...names]), async (query) => {
          const res = await request(kit.app).get(`${path}?${query}`).set("Cookie", cookie);
          expectSafeAnswer(answer(res), `GET ${path}?${query}`);
          // 414/431: Node's own refusal of a huge URL, before the app.
          expect([200, 400, 414, 431]).toContain(res.status);
        }),
        { numRuns: runs(60) },
      );
    }
  });

  it("POST gold, refund and revert: hostile bodies and ids change nothing unless accepted", async () => {
    const body = fc.oneof(
      hostileJson,
      fc.record(
        {
          action: fc.oneof(fc.constantFrom("grant", "extend", "revoke"), anyValue),
          months: anyValue,
          until: anyValue,
          reason: anyValue,
          amountCents: anyValue,
          requestId: anyValue,
          force: anyValue,
        },
        { requiredKeys: [] },
      ),
    );
    const target = fc.oneof(fc.constant("own"), hostileText);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("gold", "refund", "revert"), target, body, async (kind, id, payload) => {
        const path =
          kind === "gold"
            ? `/api/admin/professionals/${id === "own" ? ids.professional : percentEncode(id)}/gold`
            : kind === "refund"
              ? `/api/admin/payments/${id === "own" ? ids.intent : percentEncode(id)}/refund`
              : `/api/admin/audit/${id === "own" ? ids.entry : percentEncode(id)}/revert`;
        const before = await state();
        const res = await request(kit.app)
          .post(path)
          .set("Cookie", cookie)
          .set("Content-Type", "application/json")
          .send(JSON.stringify(payload) ?? "null");
        expectSafeAnswer(answer(res), `POST ${path} ${JSON.stringify(payload)?.slice(0, 200)}`);
        if (res.status >= 400) expect(await state()).toEqual(before);
      }),
      { numRuns: runs(120) },
    );
  });

  it("POST with malformed JSON is a 400 naming the body", async () => {
    await fc.assert(
      fc.asyncProperty(
        malformedJson,
        fc.constantFrom(`/api/admin/professionals/1/gold`, `/api/admin/payments/pi_abc/refund`, `/api/admin/audit/1/revert`),
        async (text, path) => {
          const res = await request(kit.app).post(path).set("Cookie", cookie).set("Content-Type", "application/json").send(text);
          expectSafeAnswer(answer(res), `POST ${path} ${text.slice(0, 80)}`);
          expect(res.status).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: runs(40) },
    );
  });
});
