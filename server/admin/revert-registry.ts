import type { StaffRole } from "../auth/staff";
import type { RevertApplier } from "../audit/revert-applier";
import { businessApplier, categoryApplier, professionalApplier } from "../features/directory/revert-appliers";
import { goldApplier } from "../features/payments/admin-gold";
import { reviewApplier } from "../features/reviews/revert-applier";

/**
 * The entity types whose audit entries one click can revert, each with the feature's applier.
 * Another area registers its own here (an inquiry's status, say): one import, one line.
 */
export const revertAppliers: readonly RevertApplier[] = [professionalApplier, businessApplier, categoryApplier, goldApplier, reviewApplier];

export type RevertRegistry = ReadonlyMap<string, RevertApplier>;

export const revertRegistry = (appliers: readonly RevertApplier[] = revertAppliers): RevertRegistry => new Map(appliers.map((a) => [a.entityType, a]));

/** Who may read an entity type's history and revert its entries: its applier's role, admin for any other type. */
export const roleFor = (registry: RevertRegistry, entityType: string): StaffRole => registry.get(entityType)?.role ?? "admin";
