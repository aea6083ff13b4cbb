import { getTableColumns, type Column, type Table } from "drizzle-orm";
import { z } from "zod";

type Insert<T extends Table> = T["$inferInsert"];

/**
 * A row of a data file: every insert column of the table except the omitted ones, each one
 * present (null where the column allows it), so that a file states each value and a column
 * added to the table has to be added to the files too.
 */
export type DataRow<T extends Table, Omitted extends keyof Insert<T>> = {
  [K in Exclude<keyof Insert<T>, Omitted>]-?: Exclude<Insert<T>[K], undefined>;
};

/** The zod shape of a column's value; only the kinds of columns that data files hold. */
function columnSchema(column: Column): z.ZodType {
  const base =
    column.dataType === "string"
      ? z.string()
      : column.dataType === "number"
        ? // A listing's latitude and longitude (issue 18) are the only fractional numbers in a data file.
          column.columnType === "PgDoublePrecision"
          ? z.number()
          : z.number().int()
        : column.dataType === "boolean"
          ? z.boolean()
          : column.columnType === "PgArray" && (column as Column & { baseColumn: Column }).baseColumn.dataType === "string"
            ? z.array(z.string())
            : null;
  if (!base) throw new Error(`column ${column.name} (${column.columnType}) cannot be read from a data file: omit it`);
  return column.notNull ? base : base.nullable();
}

/**
 * The zod shape of a table's insert row, built from the Drizzle columns themselves (drizzle-zod
 * is not a dependency), so that schema.ts stays the one description of a row: a column renamed
 * there makes a data file that still uses the old name fail to load, naming both keys.
 * Generated columns are left out, as Drizzle's own insert type leaves them out.
 */
export function insertShape<T extends Table, Omitted extends keyof Insert<T> & string>(table: T, omit: readonly Omitted[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!omit.includes(key as Omitted) && !column.generated) shape[key] = columnSchema(column);
  }
  // The one cast: the loop above builds exactly this type's keys from the same columns.
  return shape as { [K in keyof DataRow<T, Omitted>]-?: z.ZodType<DataRow<T, Omitted>[K]> };
}
