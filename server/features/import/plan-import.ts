import type { FieldChange, ImportCounts, ImportKind, RowAction, RowOutcome } from "@shared/admin/import";
import type { Db } from "../../db/client";
import { giveTurn, mapInTurns } from "../../lib/event-loop-turns";
import { positionFor, type LocationFields } from "../../lib/listing-position";
import { COLUMNS, INTERNAL_ID, joinList, LOCATION_FIELDS, type Column } from "./columns";
import { selectByExternalIds, selectByIds, type Categories, type ListingRow } from "./listing-tables";
import type { FileRows, ParsedRow } from "./read-rows";

export interface PlannedRow extends ParsedRow {
  action: RowAction;
  /** The listing it updates. */
  existing?: ListingRow;
  /** Found by `#<id>` (an export of a listing without an external id): written by id. */
  byId: boolean;
  changes: FieldChange[];
  /** What is written: every column of the file, as Drizzle values. */
  write: Record<string, unknown>;
}

export interface ImportPlan {
  kind: ImportKind;
  columns: Column[];
  rows: PlannedRow[];
  counts: ImportCounts;
}

const LOOKUP_CHUNK = 1000;

function display(column: Column, value: unknown, categories: Categories): string {
  if (value === null || value === undefined) return "";
  if (column.type === "list") return joinList(value as string[]);
  if (column.type === "category") return categories.slugById.get(value as number) ?? String(value);
  if (column.type === "published") return value ? "no" : "yes";
  return String(value).slice(0, 200);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The row's Drizzle values: `unpublishedAt` from the yes/no of the file, keeping an existing date. */
function toWrite(row: ParsedRow, columns: Column[], existing: ListingRow | undefined, now: string): Record<string, unknown> {
  const write: Record<string, unknown> = {};
  for (const c of columns) {
    const value = row.values[c.field];
    if (c.type !== "published") write[c.field] = value;
    else if (value === undefined) write[c.field] = existing?.unpublishedAt ?? null;
    else write[c.field] = value ? (existing?.unpublishedAt ?? now) : null;
  }
  return write;
}

async function existingRows(db: Db, kind: ImportKind, rows: ParsedRow[]) {
  const byExternalId = new Map<string, ListingRow>();
  const byId = new Map<number, ListingRow>();
  const keys = rows.map((r) => r.externalId).filter((id) => id && !INTERNAL_ID.test(id));
  const ids = rows.map((r) => INTERNAL_ID.exec(r.externalId)?.[1]).filter((id): id is string => id !== undefined);
  for (let i = 0; i < keys.length; i += LOOKUP_CHUNK) {
    for (const row of await selectByExternalIds(db, kind, keys.slice(i, i + LOOKUP_CHUNK))) byExternalId.set(row.externalId!, row);
    await giveTurn();
  }
  for (let i = 0; i < ids.length; i += LOOKUP_CHUNK) {
    for (const row of await selectByIds(db, kind, ids.slice(i, i + LOOKUP_CHUNK).map(Number))) byId.set(row.id, row);
    await giveTurn();
  }
  return { byExternalId, byId };
}

/**
 * A file that gives addresses, ZIPs or positions also writes the position: the file's own, else a
 * new or moved listing's San Antonio ZIP point (so it shows in Near me), else the position it had.
 */
function withPosition(kind: ImportKind, columns: Column[]): Column[] {
  if (!columns.some((c) => LOCATION_FIELDS.includes(c.field))) return columns;
  const missing = COLUMNS[kind].filter((c) => c.type === "number" && !columns.includes(c));
  return [...columns, ...missing];
}

function placed(row: ParsedRow, existing: ListingRow | undefined, problems: ParsedRow["problems"]): Record<string, unknown> {
  const { latitude, longitude } = row.values as LocationFields;
  if ((latitude == null) !== (longitude == null)) {
    problems.push({ column: latitude == null ? "latitude" : "longitude", reason: "latitude and longitude go together: give both, or neither" });
    return row.values;
  }
  // Blank cells give no position (an export of an unplaced listing imports unchanged); a new or moved listing still gets its ZIP's point.
  const given = latitude == null ? { ...row.values, latitude: undefined, longitude: undefined } : row.values;
  const position = positionFor(given as LocationFields, existing as LocationFields | undefined);
  return { ...row.values, ...(position ?? { latitude: existing?.["latitude"] ?? null, longitude: existing?.["longitude"] ?? null }) };
}

/** What the file would do, row by row: create, update (which fields), leave unchanged, or reject (why). Writes nothing. */
export async function planImport(db: Db, kind: ImportKind, file: FileRows, categories: Categories, now: Date): Promise<ImportPlan> {
  const { byExternalId, byId } = await existingRows(db, kind, file.rows);
  const columns = withPosition(kind, file.columns);
  const locates = columns !== file.columns;
  const nowIso = now.toISOString();
  const counts: ImportCounts = { rows: file.rows.length, create: 0, update: 0, unchanged: 0, reject: 0 };
  const rows = await mapInTurns(file.rows, (row): PlannedRow => {
    const internal = INTERNAL_ID.exec(row.externalId);
    const existing = internal ? byId.get(Number(internal[1])) : byExternalId.get(row.externalId);
    const problems = [...row.problems];
    if (internal && !existing)
      problems.push({ column: "external_id", reason: `no listing has the id ${internal[1]}; a new listing needs an external id of its own` });
    if (internal && existing?.externalId)
      problems.push({ column: "external_id", reason: `listing ${internal[1]} has the external id "${existing.externalId.slice(0, 80)}"; use that` });
    const values = locates ? placed(row, existing, problems) : row.values;
    const write = toWrite({ ...row, values }, columns, existing, nowIso);
    const changes: FieldChange[] = [];
    if (existing && problems.length === 0) {
      for (const c of columns) {
        const before = c.type === "published" ? existing.unpublishedAt !== null : existing[c.field];
        const after = c.type === "published" ? write[c.field] !== null : write[c.field];
        if (!same(before, after)) changes.push({ column: c.header, before: display(c, before, categories), after: display(c, after, categories) });
      }
    }
    const action: RowAction = problems.length ? "reject" : !existing ? "create" : changes.length ? "update" : "unchanged";
    counts[action]++;
    return { ...row, problems, action, existing, byId: internal !== null, changes, write };
  });
  return { kind, columns, rows, counts };
}

/** The report's rows: every row but the unchanged ones. */
export function outcomes(plan: ImportPlan): Promise<RowOutcome[]> {
  return mapInTurns(
    plan.rows.filter((r) => r.action !== "unchanged"),
    (r): RowOutcome => ({
      row: r.row,
      externalId: r.externalId,
      action: r.action,
      ...(r.action === "update" && { changes: r.changes }),
      ...(r.action === "reject" && { problems: r.problems }),
    }),
  );
}
