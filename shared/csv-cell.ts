/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return before one) as
 * a formula: `=HYPERLINK(...)` in an exported listing would become a live link in the
 * publisher's spreadsheet. Such a value is written with a leading apostrophe, which spreadsheets
 * show as text; so is a value that already starts with an apostrophe before one of them, so
 * that `fromCsvCell` gives back exactly the stored text (an export imported again is a no-op).
 * Used by the server's exports and the back office's downloadable import report.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** One CSV cell: made inert when it starts like a formula, and quoted when needed. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Whether a cell read from a file would run as a formula in a spreadsheet. */
export const looksLikeFormula = (cell: string): boolean => /^[=+\-@\t\r]/.test(cell);

/** The stored text of a cell `csvCell` wrote: its protective apostrophe removed. */
export const fromCsvCell = (cell: string): string => (FORMULA_START.test(cell) && cell.startsWith("'") ? cell.slice(1) : cell);
