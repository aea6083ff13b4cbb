import { queryOptions, useQuery } from "@tanstack/react-query";
import { MAIL_WAITING, type MailStatus } from "@shared/mail";
import { getJson } from "./api-client";

/** GET /api/mail-status: whether the site sends mail now or keeps it in the outbox (no SMTP_URL). */
export const getMailStatus = () => getJson<MailStatus>("/api/mail-status");
export const mailStatusQueryOptions = () => queryOptions({ queryKey: ["/api/mail-status"], queryFn: getMailStatus, staleTime: Infinity });

/**
 * Whether mail goes out now: true only once the server said so, so that a page never claims a
 * mail is "on its way" while it is unknown or only queued.
 */
export function useMailSent(): boolean {
  return useQuery(mailStatusQueryOptions()).data?.mailConfigured === true;
}

/** The words after queuing a mail: `sent` when a mail server sends it, else that it waits for one. */
export const mailNotice = (mailSent: boolean, sent: string, saved = `Saved. ${MAIL_WAITING}`) => (mailSent ? sent : saved);
