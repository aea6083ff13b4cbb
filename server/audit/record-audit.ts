import type { Request, Response } from "express";
import { currentStaff } from "../auth/staff";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

/** Who made a change and from where; CLI tools pass their own (actorId null). */
export interface AuditActor {
  actorId: string | null;
  actorEmail: string;
  actorIp: string | null;
}

export interface AuditEntry {
  /** `<entity>.<verb>`: professional.update, category.delete, gold.grant, import.apply… */
  action: string;
  entityType: string;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  changeSetId?: string | null;
  revertsId?: number | null;
  /** Why, when staff had to say (a manual Gold change, a refund, a revert). */
  reason?: string | null;
}

/** The signed-in staff member of a request as an audit actor. */
export function auditActor(req: Request, res: Response): AuditActor {
  const staff = currentStaff(res);
  return { actorId: staff.id, actorEmail: staff.email, actorIp: req.ip ?? null };
}

/** A transaction or the database: write the entry in the same transaction as the change it records. */
type Writer = Pick<Db, "insert">;

/** Records one change; returns its id (a revert points at it). */
export async function recordAudit(db: Writer, actor: AuditActor, entry: AuditEntry): Promise<number> {
  const [row] = await db
    .insert(auditLog)
    .values({
      ...actor,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      before: entry.before,
      after: entry.after,
      changeSetId: entry.changeSetId ?? null,
      revertsId: entry.revertsId ?? null,
      reason: entry.reason ?? null,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}
