import { and, eq, lt } from "drizzle-orm";
import type { RequestHandler, Response } from "express";
import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "@shared/idempotency";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { HttpError } from "../lib/http-error";
import { clientKey } from "./client-key";

export interface IdempotencyOptions {
  /** How long a key's answer is kept (default a day). */
  keepMs?: number;
  /** How long a retry waits for the first attempt's answer before 409 (default 10 s). */
  waitMs?: number;
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Answers that store nothing and invite a retry: the key is released, so the retry runs. */
const NOTHING_STORED = new Set([429, 503]);
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Idempotency-Key (issue 26, "retries never duplicate"): the client's api helper sends a fresh
 * key with each submission a person makes and the same key with its automatic retries. The
 * first request with a key claims it (a row, by client, route and key) and its answer is kept
 * for a day; a retry with that key gets that answer again (Idempotent-Replayed: true) and its
 * handler never runs, so it writes nothing. A retry that arrives while the first still runs
 * waits for its answer, then 409 (`code` idempotency_in_progress): never a second write. A
 * 429 or 503 (nothing stored) releases the key (tried again until the database, away when the
 * 503 was answered, is back: see untilDone). If the process dies between a write and keeping
 * its answer, the key stays claimed and retries get 409: the person checks before sending again,
 * rather than the site storing it twice. Requests without the header are not affected.
 */
export function idempotency(db: Db, { keepMs = 24 * 60 * 60_000, waitMs = 10_000 }: IdempotencyOptions = {}): RequestHandler {
  let sweptAt = 0;
  const sweep = () => {
    if (Date.now() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = Date.now();
    // Fire and forget: a failed sweep is retried by a later request.
    db.delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - keepMs)))
      .catch(() => (sweptAt = 0));
  };

  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    if (READS.has(req.method) || key === undefined) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, `The ${IDEMPOTENCY_KEY_HEADER} header must be 16 to 100 letters, digits, '-' or '_'.`);
    sweep();
    const id = { client: clientKey(req.ip), route: `${req.method} ${req.originalUrl.split("?")[0]}`, key };
    const match = and(eq(idempotencyKeys.client, id.client), eq(idempotencyKeys.route, id.route), eq(idempotencyKeys.key, id.key));
    const deadline = Date.now() + waitMs;
    for (;;) {
      const claimed = await db.insert(idempotencyKeys).values(id).onConflictDoNothing().returning({ key: idempotencyKeys.key });
      if (claimed.length) break;
      const [first] = await db
        .select({ status: idempotencyKeys.status, contentType: idempotencyKeys.contentType, body: idempotencyKeys.body })
        .from(idempotencyKeys)
        .where(match);
      if (first?.status != null) return replay(res, first.status, first.contentType, first.body);
      if (first && Date.now() >= deadline)
        throw new HttpError(409, "This submission is still being processed. Check whether it went through before sending it again.", IDEMPOTENCY_IN_PROGRESS);
      // Still running (or just released: then the next insert claims it).
      if (first) await new Promise((r) => setTimeout(r, 100));
    }
    keepAnswer(res, (status, contentType, body) =>
      untilDone(
        () =>
          NOTHING_STORED.has(status) ? db.delete(idempotencyKeys).where(match) : db.update(idempotencyKeys).set({ status, contentType, body }).where(match),
        keepMs,
        (err) => req.log?.error({ err }, "idempotency: the answer could not be kept"),
      ),
    );
    next();
  };
}

const FIRST_RETRY_MS = 250;
const MOST_BETWEEN_RETRIES_MS = 5_000;

/**
 * Runs `write` until it succeeds, for at most `forMs`: keeping an answer or releasing a key is a
 * write, and a 503 is answered just when the database is away, so the release fails with it.
 * Left claimed, the key would refuse every retry as "still being processed" (409) for a day,
 * though nothing was stored: it is tried again (250 ms, doubling up to 5 s) until the database
 * is back. A retry arriving meanwhile waits for it (waitMs), as for a first attempt still running.
 */
function untilDone(write: () => Promise<unknown>, forMs: number, failed: (err: unknown) => void, waitMs = FIRST_RETRY_MS, until = Date.now() + forMs): void {
  write().catch((err: unknown) => {
    failed(err);
    if (Date.now() + waitMs > until) return;
    setTimeout(() => untilDone(write, forMs, failed, Math.min(waitMs * 2, MOST_BETWEEN_RETRIES_MS), until), waitMs).unref();
  });
}

function replay(res: Response, status: number, contentType: string | null, body: string | null) {
  res.status(status).set("Idempotent-Replayed", "true");
  if (contentType) res.set("Content-Type", contentType);
  res.end(body ?? undefined);
}

/**
 * Calls `keep` once with the handler's answer as it is given: the body from res.send (what
 * res.json sends, before compression encodes it), or none for a bare res.end (a 204).
 */
function keepAnswer(res: Response, keep: (status: number, contentType: string | null, body: string | null) => unknown) {
  let body: string | null = null;
  let kept = false;
  const send = res.send.bind(res);
  res.send = (chunk?: unknown) => {
    if (typeof chunk === "string") body = chunk;
    else if (Buffer.isBuffer(chunk)) body = chunk.toString("utf8");
    return send(chunk);
  };
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    if (!kept) {
      kept = true;
      void keep(res.statusCode, res.get("Content-Type") ?? null, body);
    }
    return end(...args);
  }) as Response["end"];
}
