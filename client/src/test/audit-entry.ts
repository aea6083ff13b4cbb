import type { AuditEntry } from "@shared/admin/audit";

/** An audit entry as GET /api/admin/audit answers it: a listing's phone edited, revertable. */
export const anAuditEntry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 41,
  actorId: "u1",
  actorEmail: "lee@example.com",
  actorName: null,
  actorIp: "203.0.113.7",
  action: "professional.update",
  entityType: "professional",
  entityId: "12",
  entityName: null,
  before: { phone: "210-555-0101" },
  after: { phone: "210-555-0102" },
  changeSetId: null,
  revertsId: null,
  revertedById: null,
  reason: null,
  createdAt: "2026-11-20T15:00:00.000Z",
  revertable: true,
  ...over,
});
