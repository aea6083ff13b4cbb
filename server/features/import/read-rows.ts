import type { z } from "zod";
import type { ImportKind, RowProblem } from "@shared/admin/import";
import { eventLoopTurns } from "../../lib/event-loop-turns";
import { HttpError } from "../../lib/http-error";
import { fromCsvCell, looksLikeFormula } from "../../lib/csv-cell";
import { COLUMNS, EXTERNAL_ID, splitList, type Column } from "./columns";
import { csvRecords } from "./parse-csv";
import { businessRowSchema, professionalRowSchema } from "./row-schema";

export interface ParsedRow {
  row: number;
  externalId: string;
  /** The row's values by Drizzle field, for the file's columns only; `unpublishedAt` holds a boolean "unpublished" here. */
  values: Record<string, unknown>;
  problems: RowProblem[];
}

export interface FileRows {
  columns: Column[];
  rows: ParsedRow[];
}

/** Category ids by lower-cased slug and name. */
export type CategoryLookup = Map<string, number>;

const SCHEMAS: Record<ImportKind, z.ZodObject> = { professionals: professionalRowSchema, businesses: businessRowSchema };
const normalizeHeader = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
const PUBLISHED: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  "1": true,
  published: true,
  no: false,
  n: false,
  false: false,
  "0": false,
  unpublished: false,
};

/** The header row: every column known, none twice, the required ones present; else a 400 naming them. */
function readHeader(kind: ImportKind, cells: string[]): (Column | null)[] {
  const known = new Map(COLUMNS[kind].map((c) => [c.header, c]));
  const names = cells.map(normalizeHeader);
  const unknown = names.filter((n) => n !== EXTERNAL_ID && !known.has(n));
  if (unknown.length) {
    const list = unknown.map((n) => `"${n.slice(0, 40)}"`).join(", ");
    throw new HttpError(400, `Unknown column${unknown.length > 1 ? "s" : ""} ${list}. The ${kind} columns are: ${[EXTERNAL_ID, ...known.keys()].join(", ")}.`);
  }
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new HttpError(400, `The column "${twice}" appears twice.`);
  const missing = [EXTERNAL_ID, ...COLUMNS[kind].filter((c) => c.required).map((c) => c.header)].filter((h) => !names.includes(h));
  if (missing.length) throw new HttpError(400, `Missing required column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}. Nothing was imported.`);
  return names.map((n) => known.get(n) ?? null);
}

/** A cell's text: trimmed, an export's protective apostrophe removed; a formula-like cell is a problem. */
function cellText(raw: string, column: string, problems: RowProblem[], numeric = false): string {
  const trimmed = raw.trim();
  // A negative number (a longitude) is no formula in a number column.
  if (numeric && /^[+-]?\d+(?:\.\d+)?$/.test(trimmed)) return trimmed;
  if (/^[\t\r]/.test(raw) || looksLikeFormula(trimmed)) {
    problems.push({
      column,
      reason: "starts with = + - @ or a tab, which a spreadsheet runs as a formula; start it with an apostrophe (') if it is meant as text",
    });
    return "";
  }
  return fromCsvCell(trimmed);
}

function cellValue(column: Column, text: string, categories: CategoryLookup, problems: RowProblem[]): unknown {
  switch (column.type) {
    case "list":
      return splitList(text);
    case "category": {
      if (!text) return null;
      const id = categories.get(text.toLowerCase());
      if (id === undefined)
        problems.push({ column: column.header, reason: `"${text.slice(0, 80)}" is not a category (give its slug or name; create it first)` });
      return id ?? null;
    }
    case "published": {
      if (!text) return undefined;
      const published = PUBLISHED[text.toLowerCase()];
      if (published === undefined) problems.push({ column: column.header, reason: "must be yes or no" });
      return published === undefined ? undefined : !published;
    }
    case "number": {
      if (!text) return null;
      const n = Number(text);
      if (!Number.isFinite(n)) problems.push({ column: column.header, reason: "must be a number in decimal degrees, like 29.4241" });
      return Number.isFinite(n) ? n : null;
    }
    default:
      return text === "" && !column.required ? null : text;
  }
}

/** Every row of the file, converted and checked; a problem of the file itself is a 400. */
export async function readRows(kind: ImportKind, text: string, categories: CategoryLookup): Promise<FileRows> {
  const [first, ...records] = await csvRecords(text);
  if (!first) throw new HttpError(400, "The file is empty.");
  const header = readHeader(kind, first.cells);
  const idIndex = first.cells.findIndex((cell) => normalizeHeader(cell) === EXTERNAL_ID);
  const columns = header.filter((c): c is Column => c !== null);
  const schema = SCHEMAS[kind].pick(Object.fromEntries(columns.filter((c) => c.type !== "published").map((c) => [c.field, true])) as never);
  const seen = new Map<string, number>();
  const rows: ParsedRow[] = [];
  const turns = eventLoopTurns();
  for (const { row, cells } of records) {
    if (turns.due()) await turns.give();
    const problems: RowProblem[] = [];
    const externalId = cellText(cells[idIndex] ?? "", EXTERNAL_ID, problems);
    if (!externalId) problems.push({ column: EXTERNAL_ID, reason: "is required" });
    else if (externalId.length > 100) problems.push({ column: EXTERNAL_ID, reason: "is longer than 100 characters" });
    else if (seen.has(externalId)) problems.push({ column: EXTERNAL_ID, reason: `"${externalId.slice(0, 80)}" is also on row ${seen.get(externalId)}` });
    else seen.set(externalId, row);
    const values: Record<string, unknown> = {};
    header.forEach((column, i) => {
      if (column) values[column.field] = cellValue(column, cellText(cells[i] ?? "", column.header, problems, column.type === "number"), categories, problems);
    });
    const checked = schema.safeParse(values);
    if (checked.success) Object.assign(values, checked.data);
    else {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]);
        const header = columns.find((c) => c.field === field)?.header ?? field;
        if (!problems.some((p) => p.column === header)) problems.push({ column: header, reason: issue.message });
      }
    }
    rows.push({ row, externalId: externalId.slice(0, 100), values, problems });
  }
  return { columns, rows };
}
