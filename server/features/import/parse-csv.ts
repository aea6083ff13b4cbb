import { CsvError, parse } from "csv-parse";
import { HttpError } from "../../lib/http-error";
import { MAX_COLUMNS } from "./columns";

/** A file with more rows is refused: split it (100,000 rows import in well under a minute). */
export const MAX_ROWS = 200_000;
/** One record's characters at most: a quote never closed would otherwise swallow the file. */
const MAX_RECORD_CHARS = 100_000;

export interface CsvRecord {
  /** The row number a spreadsheet shows: the header is row 1. */
  row: number;
  cells: string[];
}

/** csv-parse's refusal in plain words; `lines` is where the parser was. */
function describe(err: CsvError & { lines?: number }): string {
  const where = err.lines ? ` (near line ${err.lines})` : "";
  switch (err.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return `A quoted field is never closed${where}: a cell starts with " but has no closing ".`;
    case "CSV_MAX_RECORD_SIZE":
      return `A row is longer than ${MAX_RECORD_CHARS.toLocaleString("en-US")} characters${where}; often a quoted field that is never closed.`;
    case "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH":
      return `A row has a different number of cells than the header${where}.`;
    case "CSV_INVALID_CLOSING_QUOTE":
    case "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE":
      return `A quote is misplaced${where}: a quoted cell must end right after its closing " (write "" for a quote inside it).`;
    default:
      return `The file is not valid CSV${where}.`;
  }
}

/** Text fed to the parser at a time; the event loop serves other requests between slices. */
const SLICE_CHARS = 64 * 1024;

/**
 * The records of a CSV text, header first, through csv-parse's stream API fed in slices (so
 * the event loop keeps serving other requests while a large file is read; records are taken
 * from its 'data' events, without a promise per record). A malformed file is a 400 that says
 * what and where; nothing of it has been written by then.
 */
export async function csvRecords(text: string): Promise<CsvRecord[]> {
  const parser = parse({ max_record_size: MAX_RECORD_CHARS, skip_empty_lines: true, relax_column_count: false });
  const records: CsvRecord[] = [];
  let failure: unknown;
  parser.on("data", (cells: string[]) => {
    const row = records.length + 1;
    if (failure) return;
    if (row === 1 && cells.length > MAX_COLUMNS)
      failure = new HttpError(400, `The file has ${cells.length} columns; a listings file has at most ${MAX_COLUMNS}.`);
    else if (row > MAX_ROWS + 1) failure = new HttpError(400, `The file has more than ${MAX_ROWS.toLocaleString("en-US")} rows. Split it into smaller files.`);
    else records.push({ row, cells });
  });
  parser.on("error", (err) => (failure ??= err));
  const ended = new Promise<void>((resolve) => parser.once("end", resolve).once("error", () => resolve()));
  for (let i = 0; i < text.length && !failure; i += SLICE_CHARS) {
    parser.write(text.slice(i, i + SLICE_CHARS));
    await new Promise((r) => setImmediate(r));
  }
  if (!failure) parser.end();
  else parser.destroy();
  if (!failure) await ended;
  if (failure instanceof CsvError) throw new HttpError(400, `${describe(failure)} Nothing was imported.`);
  if (failure) throw failure;
  return records;
}
