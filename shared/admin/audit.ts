import { z } from "zod";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "../storable-text";

/** A filter's text: storable, trimmed, bounded. */
const text = (max: number) => z.string().trim().min(1).max(max).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
/** An instant with its offset; the client turns the person's local days into these. */
const instant = z.iso.datetime({ offset: true, message: "must be a date and time such as 2026-11-01T06:00:00Z" });

/**
 * GET /api/admin/audit. With entityType and entityId it is one entity's history (a listing's
 * History tab, editors may read listings' and categories'); without, the global log (admins).
 */
export const auditQuerySchema = z
  .object({
    entityType: z
      .string()
      .regex(/^[a-z][a-z_]{0,39}$/, "entityType must be a lower-case entity name such as professional")
      .optional(),
    entityId: text(255).optional(),
    /** The staff member's id, or part of their email address. */
    actorId: text(255).optional(),
    actorEmail: text(320).optional(),
    from: instant.optional(),
    to: instant.optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((q) => q.entityId === undefined || q.entityType !== undefined, { path: ["entityType"], message: "entityType is required with entityId" })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), { path: ["to"], message: "to must not be before from" });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  /** The staff member's name as the staff list has it; null for a removed account or a command-line actor. */
  actorName: z.string().nullable(),
  actorIp: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** What the entity is called today (a listing's or category's name, a staff member's name); null when gone or nameless. */
  entityName: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  changeSetId: z.string().nullable(),
  revertsId: z.number().int().nullable(),
  /** The later entry that reverted this one, if any. */
  revertedById: z.number().int().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  /** Whether one click can revert it: an update of a registered entity type, outside a change set. */
  revertable: z.boolean(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, "id must be a positive integer")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, "id must be a positive integer"),
});

/** POST /api/admin/audit/:id/revert. `force` overwrites fields that changed since the entry. */
export const revertRequestSchema = z
  .object({
    force: z.boolean().default(false),
    reason: z.string().trim().max(500).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE).optional(),
  })
  .strict();
export type RevertRequest = z.input<typeof revertRequestSchema>;

/** The revert's own audit entry. */
export const revertResponseSchema = auditEntrySchema;

/** A 409 of a revert whose fields changed since the entry: which ones. */
export const revertConflictSchema = z.object({ message: z.string(), fields: z.array(z.string()) });
export type RevertConflict = z.infer<typeof revertConflictSchema>;
