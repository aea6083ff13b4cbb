import { Router } from "express";
import type { MailStatus } from "@shared/mail";

/**
 * GET /api/mail-status: whether mail goes out now, so that pages and the back office say "sent"
 * only when it is (without SMTP_URL it waits in the outbox, readable in Outgoing mail). It says
 * nothing about any address or mail.
 */
export function mailStatusRouter(mailConfigured: boolean): Router {
  const router = Router();
  const answer: MailStatus = { mailConfigured };
  router.get("/mail-status", (_req, res) => {
    res.json(answer);
  });
  return router;
}
