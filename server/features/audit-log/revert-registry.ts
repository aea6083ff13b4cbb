import type { StaffRole } from "../../auth/staff";
import type { RevertApplier } from "../../audit/revert-applier";

/**
 * The entity types whose audit entries one click can revert, each with its feature's applier.
 * The appliers are listed where the back office is mounted (server/admin/routes.ts), which may
 * import every feature: another area registers its own there, one import and one line.
 */
export type RevertRegistry = ReadonlyMap<string, RevertApplier>;

export const revertRegistry = (appliers: readonly RevertApplier[]): RevertRegistry => new Map(appliers.map((a) => [a.entityType, a]));

/** Who may read an entity type's history and revert its entries: its applier's role, admin for any other type. */
export const roleFor = (registry: RevertRegistry, entityType: string): StaffRole => registry.get(entityType)?.role ?? "admin";
