import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { Logger } from "../../lib/logger";
import { startOutboxWorker, type OutboxWorker } from "./outbox-worker";
import type { ContactOptions } from "./routes";

/**
 * Boot wiring for POST /api/contact: the rate limit from the environment and, with
 * SMTP_URL and NOTIFY_EMAIL, the outbox worker that mails the owner. Without SMTP_URL
 * messages are stored and logged only.
 */
export function setUpContact(env: Env, db: Db, logger: Logger): { options: ContactOptions; stop: () => Promise<void> } {
  const rateLimit = {
    limit: env.CONTACT_RATE_LIMIT,
    windowMs: env.CONTACT_RATE_WINDOW_MINUTES === undefined ? undefined : env.CONTACT_RATE_WINDOW_MINUTES * 60_000,
  };
  if (!env.SMTP_URL || !env.NOTIFY_EMAIL) {
    logger.info("contact messages: stored and logged (set SMTP_URL and NOTIFY_EMAIL to email them)");
    return { options: { rateLimit }, stop: async () => {} };
  }
  // Short timeouts: a hung mail server should fail an attempt, not hold the worker.
  const transport = nodemailer.createTransport({ url: env.SMTP_URL, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  const worker: OutboxWorker = startOutboxWorker({ db, transport, from: env.MAIL_FROM ?? env.NOTIFY_EMAIL, logger });
  // The owner's own address, not a visitor's: it may be logged.
  logger.info({ notifyEmail: env.NOTIFY_EMAIL }, "contact messages: stored, and mailed through the outbox");
  return {
    options: { rateLimit, notifyEmail: env.NOTIFY_EMAIL, onQueued: worker.kick },
    stop: async () => {
      await worker.stop();
      transport.close();
    },
  };
}
