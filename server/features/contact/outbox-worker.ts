import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { silentLogger, type Logger } from "../../lib/logger";
import { emailOutbox, inquiries } from "../../db/schema";

/** The one thing the worker needs from nodemailer, so a test can pass a real transport or its own. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; replyTo?: string; subject: string; text: string }): Promise<unknown>;
}

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  /** How often to look for due mail when nothing wakes the worker (default 5 s). */
  pollMs?: number;
  /** Retry delay: baseMs doubled after each failed attempt, capped at maxMs (defaults 5 s and 10 min). */
  backoff?: { baseMs: number; maxMs: number };
  /** A claimed row is left alone this long, so a process that dies mid-send does not strand it (default 2 min). */
  leaseMs?: number;
  /** Where sends and failures are logged, by outbox row id (default: nowhere). */
  logger?: OutboxLog;
}

type OutboxLog = Pick<Logger, "info" | "error">;

export interface OutboxWorker {
  /** Look for due mail now (called right after a message is queued). */
  kick(): void;
  /** Finishes the current pass, then stops. */
  stop(): Promise<void>;
}

export function retryDelayMs(attempts: number, backoff: { baseMs: number; maxMs: number }): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1));
}

const secs = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** Sends the due rows of one batch; returns how many were sent. */
async function sendDue(options: Required<OutboxWorkerOptions>): Promise<number> {
  const { db, transport, from, backoff, leaseMs, logger } = options;
  // Claim: SKIP LOCKED and the lease keep two processes from sending the same row.
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(isNull(emailOutbox.sentAt), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(20)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${secs(leaseMs)}` })
    .where(inArray(emailOutbox.id, due))
    .returning();
  if (claimed.length === 0) return 0;

  const inquiryIds = claimed.map((r) => r.inquiryId).filter((id): id is number => id !== null);
  const senders = inquiryIds.length
    ? await db.select({ id: inquiries.id, email: inquiries.email }).from(inquiries).where(inArray(inquiries.id, inquiryIds))
    : [];
  const replyTo = new Map(senders.map((s) => [s.id, s.email]));

  let sent = 0;
  for (const row of claimed) {
    try {
      // The owner's notification answers to the visitor; a staff reply to the visitor does not answer to the visitor themself.
      const sender = row.replyTo ?? (row.inquiryId === null ? undefined : replyTo.get(row.inquiryId));
      const reply = sender === row.to ? undefined : sender;
      await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.body, ...(reply ? { replyTo: reply } : {}) });
      await db
        .update(emailOutbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(emailOutbox.id, row.id));
      logger.info({ outboxId: row.id, inquiryId: row.inquiryId, attempt: row.attempts }, "outbox: mail sent");
      sent += 1;
    } catch (err) {
      const delay = retryDelayMs(row.attempts, backoff);
      const reason = err instanceof Error ? err.message : String(err);
      await db
        .update(emailOutbox)
        .set({ lastError: reason.slice(0, 500), nextAttemptAt: sql`now() + ${secs(delay)}` })
        .where(eq(emailOutbox.id, row.id));
      logger.error({ outboxId: row.id, inquiryId: row.inquiryId, attempt: row.attempts, reason, retryInS: Math.round(delay / 1000) }, "outbox: mail failed");
    }
  }
  return sent;
}

/** Milliseconds until the earliest unsent row is due, or null when nothing waits. */
async function msUntilNextDue(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ ms: sql<number | null>`(extract(epoch from (min(${emailOutbox.nextAttemptAt}) - now())) * 1000)::int` })
    .from(emailOutbox)
    .where(isNull(emailOutbox.sentAt));
  return row?.ms == null ? null : Math.max(0, Number(row.ms));
}

/**
 * Delivers the email_outbox: each row is retried with backoff until the SMTP server
 * accepts it, so an outage delays mail but never loses it.
 */
export function startOutboxWorker(input: OutboxWorkerOptions): OutboxWorker {
  const options = { pollMs: 5000, backoff: { baseMs: 5000, maxMs: 10 * 60_000 }, leaseMs: 2 * 60_000, logger: silentLogger as OutboxLog, ...input };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    // At least 50 ms: rows another process holds locked for a moment must not make us spin.
    timer = setTimeout(run, Math.max(50, Math.min(ms, options.pollMs)));
  };

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let wait = options.pollMs;
      try {
        do {
          again = false;
          // A full batch may mean more rows are due: go round again at once.
          while ((await sendDue(options)) === 20 && !stopped);
        } while (again && !stopped);
        wait = (await msUntilNextDue(options.db)) ?? options.pollMs;
      } catch (err) {
        options.logger.error({ reason: err instanceof Error ? err.message : String(err) }, "outbox: pass failed");
      } finally {
        running = undefined;
        schedule(wait);
      }
    })();
  }

  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
