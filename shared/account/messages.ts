import { z } from "zod";

/**
 * GET /api/account/listings/:kind/:id/messages (issue 16 item 6, issue 19 item 7): the contact
 * messages sent from the listing's page and the change reports about it, newest first, a keyset
 * page at a time (X-Next-Cursor). Spam is never shown. A report's email (optional, given for
 * staff) is not passed on to owners: `email` is null for reports.
 */
export const accountMessagesQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AccountMessagesQuery = z.infer<typeof accountMessagesQuerySchema>;

export interface AccountMessage {
  id: number;
  kind: "contact" | "report";
  /** The sender's name; "Report a change" for a report. */
  name: string;
  /** The sender's email to answer to; null for a report. */
  email: string | null;
  message: string;
  createdAt: string;
  /** When an owner marked it answered; null until then. */
  answeredAt: string | null;
}

export const messageIdParamsSchema = z.object({ messageId: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST …/messages/:messageId/answered answers the message as it now is. */
export type MarkAnsweredResponse = AccountMessage;
