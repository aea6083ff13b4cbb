/** GET /api/mail-status: whether the site has a mail server (SMTP_URL). Without one, mail waits in the outbox. */
export interface MailStatus {
  mailConfigured: boolean;
}

/** What pages say instead of "on its way" when mail only waits in the outbox. */
export const MAIL_WAITING = "It will be sent when the site's mail server is set up.";
