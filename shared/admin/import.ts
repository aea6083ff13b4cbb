import { z } from "zod";

/** What a CSV import or export carries. */
export const importKinds = ["professionals", "businesses"] as const;
export type ImportKind = (typeof importKinds)[number];

export const importKindSchema = z.enum(importKinds, { error: `kind must be one of ${importKinds.join(", ")}` });

/** A change set id as an import answers it (a UUID). */
export const changeSetIdSchema = z.string().uuid({ error: "changeSetId is not a valid change set id" });

/**
 * `?dryRun=true` reports and writes nothing; `false` imports. Required, so an import is never a typo away.
 * `resume=<changeSetId>`: the same file again, to finish an interrupted import under its change set.
 */
export const importQuerySchema = z.object({
  dryRun: z.enum(["true", "false"], { error: "dryRun must be true or false" }).transform((v) => v === "true"),
  resume: z.string().uuid({ error: "resume is not a valid change set id" }).optional(),
});

/** `?force=true` reverts even the fields edited since the import (the answer without it lists them). */
export const revertQuerySchema = z.object({
  force: z
    .enum(["true", "false"], { error: "force must be true or false" })
    .optional()
    .transform((v) => v === "true"),
});

/**
 * Where an import stands. An import is recorded (its `import.apply` entry) before its first row
 * is written and every row's entry carries its change set: `running` while a process holds the
 * import lock, `applied` once its last batch committed, `interrupted` when it stopped before
 * (the process killed, the database lost): revert it, or resume it with the same file.
 */
export const importStates = ["running", "applied", "interrupted", "reverted"] as const;
export type ImportState = (typeof importStates)[number];

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

/** One import as GET /api/admin/import/runs lists it (newest first). */
export const importRunSchema = z.object({
  changeSetId: z.string(),
  kind: importKindSchema,
  state: z.enum(importStates),
  /** Rows the import set out to create and update. */
  planned: z.number().int(),
  /** Rows written so far (each with its audit entry). */
  written: z.number().int(),
  actorEmail: z.string(),
  startedAt: z.string(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

/** A listing an owner or staff edited after the import, in a field the revert would put back. */
export const revertConflictRowSchema = z.object({ entityId: z.string(), name: z.string(), fields: z.array(z.string()) });

/** 409 of a revert without `force` when fields changed since the import: nothing was written. */
export const importRevertConflictSchema = z.object({
  message: z.string(),
  total: z.number().int(),
  /** The first 50. */
  conflicts: z.array(revertConflictRowSchema),
});
export type ImportRevertConflict = z.infer<typeof importRevertConflictSchema>;

/** The answer of POST /api/admin/import/:changeSetId/revert. */
export const revertResultSchema = z.object({
  changeSetId: z.string(),
  /** The change set of the revert's own audit entries. */
  revertChangeSetId: z.string(),
  restored: z.number().int(),
  deleted: z.number().int(),
  /** Created listings kept, unpublished: a payment, an owner, a photo or a message points at them. */
  unpublished: z.number().int(),
  message: z.string(),
});
export type RevertResult = z.infer<typeof revertResultSchema>;

/** The upload cap, also shown by the client before it sends a file. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
