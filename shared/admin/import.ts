import { z } from "zod";

/** What a CSV import or export carries. */
export const importKinds = ["professionals", "businesses"] as const;
export type ImportKind = (typeof importKinds)[number];

export const importKindSchema = z.enum(importKinds, { error: `kind must be one of ${importKinds.join(", ")}` });

/** `?dryRun=true` reports and writes nothing; `false` imports. Required, so an import is never a typo away. */
export const importQuerySchema = z.object({
  dryRun: z.enum(["true", "false"], { error: "dryRun must be true or false" }).transform((v) => v === "true"),
});

/** A change set id as an import answers it (a UUID). */
export const changeSetIdSchema = z.string().uuid({ error: "changeSetId is not a valid change set id" });

export const rowActions = ["create", "update", "unchanged", "reject"] as const;
export type RowAction = (typeof rowActions)[number];

export const fieldChangeSchema = z.object({ column: z.string(), before: z.string(), after: z.string() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const rowProblemSchema = z.object({ column: z.string(), reason: z.string() });
export type RowProblem = z.infer<typeof rowProblemSchema>;

/** One row of the file (unchanged rows are counted, not listed). `row` is the line number a spreadsheet shows. */
export const rowOutcomeSchema = z.object({
  row: z.number().int(),
  externalId: z.string(),
  action: z.enum(rowActions),
  changes: z.array(fieldChangeSchema).optional(),
  problems: z.array(rowProblemSchema).optional(),
});
export type RowOutcome = z.infer<typeof rowOutcomeSchema>;

export const importCountsSchema = z.object({
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  reject: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** The answer of POST /api/admin/import/:kind (dry run or import; 422 when an import was refused for rejected rows). */
export const importReportSchema = z.object({
  kind: importKindSchema,
  dryRun: z.boolean(),
  /** True once the rows were written (never on a dry run or when any row is rejected). */
  applied: z.boolean(),
  message: z.string(),
  counts: importCountsSchema,
  /** Every created, updated and rejected row, in file order. */
  rows: z.array(rowOutcomeSchema),
  /** The import's change set, for POST /api/admin/import/:changeSetId/revert; null unless applied. */
  changeSetId: z.string().nullable(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The answer of POST /api/admin/import/:changeSetId/revert. */
export const revertResultSchema = z.object({
  changeSetId: z.string(),
  /** The change set of the revert's own audit entries. */
  revertChangeSetId: z.string(),
  restored: z.number().int(),
  deleted: z.number().int(),
  unpublished: z.number().int(),
  message: z.string(),
});
export type RevertResult = z.infer<typeof revertResultSchema>;

/** The upload cap, also shown by the client before it sends a file. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
