import { z } from "zod";

/** Where one outgoing mail stands: sent, waiting for its (first or next) attempt, or waiting after a failed one. */
export const outboxStatuses = ["sent", "waiting", "failing"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** GET /api/admin/outbox: newest first, 50 a page (X-Next-Cursor), optionally one status. */
export const outboxQuerySchema = z.strictObject({
  status: z.enum(outboxStatuses, { error: "status must be sent, waiting or failing" }).optional(),
  cursor: z.string({ error: "cursor must be text" }).max(100, "cursor is not valid").optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** One row of GET /api/admin/outbox: the mail as it is (or will be) sent, and its delivery. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** The addresses in the text (sign-in, claim and password links), to open or copy. */
  links: string[];
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The links of a mail's text, in order, each once. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}
