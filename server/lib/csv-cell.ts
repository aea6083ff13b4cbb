// The escaping lives in shared/ because the back office's report download uses it too.
export { csvCell, fromCsvCell, looksLikeFormula } from "@shared/csv-cell";
