import { eq, getTableColumns, type Column } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { StaffRole } from "../auth/staff";
import type { Db } from "../db/client";
import { HttpError } from "../lib/http-error";

/**
 * How the audit log's one-click revert puts an entity's fields back. Each feature that owns
 * the entity provides one (features do not import each other); server/admin/routes.ts lists
 * them for the audit log (server/features/audit-log/), and an entity type without one cannot be
 * reverted.
 */
export interface RevertApplier {
  entityType: string;
  /** Who may read this type's history and revert its entries; editor for listings and categories, admin otherwise. */
  role: StaffRole;
  /** The snapshot keys it can restore; an entry whose `before` has any other key is refused. */
  fields: readonly string[];
  /** The entity's current values of `fields`, locked until the transaction ends; null when it no longer exists. */
  read(tx: Db, entityId: string, fields: readonly string[]): Promise<Record<string, unknown> | null>;
  /** Writes the restored values (validated here: a snapshot is only as good as whoever wrote it). */
  write(tx: Db, entityId: string, values: Record<string, unknown>, now: Date): Promise<void>;
  /** Whether two values of a field are the same (timestamps compare as instants, whatever their spelling). */
  same(field: string, a: unknown, b: unknown): boolean;
}

const isTimestamp = (column: Column) => column.columnType.startsWith("PgTimestamp");

/** The zod shape of a restorable value of a column: the kinds of columns listings and categories have. */
function valueSchema(column: Column): z.ZodType {
  const base = isTimestamp(column)
    ? z.string().refine((s) => !Number.isNaN(Date.parse(s)), "must be a date")
    : column.dataType === "string"
      ? z.string().max(100_000)
      : column.dataType === "number"
        ? z.number().int()
        : column.dataType === "boolean"
          ? z.boolean()
          : column.columnType === "PgArray"
            ? z.array(z.string().max(100_000)).max(1000)
            : z.never();
  return column.notNull ? base : base.nullable();
}

const instant = (value: unknown) => (typeof value === "string" || value instanceof Date ? new Date(value).getTime() : value);

interface TableApplierOptions<T extends PgTable> {
  entityType: string;
  role: StaffRole;
  table: T;
  /** The integer primary key column. */
  id: PgColumn;
  /** Restorable property names of the table (Drizzle keys, as the snapshots spell them). */
  fields: readonly (keyof T["$inferSelect"] & string)[];
  /** A column set to `now` on every write (updated_at). */
  touch?: PgColumn;
}

/** A revert applier for a table row keyed by an integer id: the directory's listings and categories use it. */
export function tableApplier<T extends PgTable>({ entityType, role, table, id, fields, touch }: TableApplierOptions<T>): RevertApplier {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const schemas = Object.fromEntries(fields.map((f) => [f, valueSchema(columns[f]!)]));
  const rowId = (entityId: string) => (/^\d{1,10}$/.test(entityId) && Number(entityId) <= 2_147_483_647 ? Number(entityId) : null);
  return {
    entityType,
    role,
    fields,
    async read(tx, entityId, wanted) {
      const key = rowId(entityId);
      if (key === null) return null;
      const selection = Object.fromEntries(wanted.map((f) => [f, columns[f]!]));
      const [row] = await tx
        .select(selection)
        .from(table as PgTable)
        .where(eq(id, key))
        .for("update");
      if (!row) return null;
      // Timestamps as ISO instants, as the snapshots of staff edits spell them.
      return Object.fromEntries(Object.entries(row).map(([f, v]) => [f, isTimestamp(columns[f]!) && v !== null ? new Date(v as string).toISOString() : v]));
    },
    async write(tx, entityId, values, now) {
      const key = rowId(entityId);
      if (key === null) throw new HttpError(404, `No ${entityType} ${entityId}`);
      const set: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(values)) {
        const parsed = schemas[field]?.safeParse(value);
        if (!parsed?.success) throw new HttpError(409, `The entry's earlier value of ${field} cannot be restored: it is not a valid ${field}.`);
        set[field] = parsed.data;
      }
      if (touch) set[Object.keys(columns).find((k) => columns[k] === touch)!] = now.toISOString();
      await tx.update(table).set(set).where(eq(id, key));
    },
    same(field, a, b) {
      const column = columns[field];
      if (column && isTimestamp(column)) return instant(a ?? null) === instant(b ?? null);
      return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
    },
  };
}
