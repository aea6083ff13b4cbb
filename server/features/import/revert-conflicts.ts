import type { ImportKind, ImportRevertConflict } from "@shared/admin/import";
import type { Db } from "../../db/client";
import { selectByIds } from "./listing-tables";
import { importEntries } from "./revert-import";

/** Timestamps compare as instants: the database spells them otherwise than the snapshot does. */
const TIMESTAMPS = new Set(["unpublishedAt"]);
const same = (field: string, a: unknown, b: unknown) =>
  TIMESTAMPS.has(field) && a != null && b != null
    ? new Date(a as string).getTime() === new Date(b as string).getTime()
    : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The listings this import updated whose fields no longer hold what the import wrote (an
 * owner or staff edited them since, or a later import did): reverting would overwrite that
 * edit, so the revert answers them instead of writing, as the audit log's one-click revert
 * does, unless asked to revert anyway. Created listings are not listed: a revert never
 * deletes one that anything points at (revert-import.ts).
 */
export async function changedSince(db: Db, kind: ImportKind, changeSetId: string): Promise<ImportRevertConflict | null> {
  const conflicts: ImportRevertConflict["conflicts"] = [];
  let total = 0;
  for await (const entries of importEntries(db, changeSetId)) {
    const updates = entries.filter((e) => e.action === "import.update" && e.after);
    const current = new Map(
      (
        await selectByIds(
          db,
          kind,
          updates.map((e) => Number(e.entityId)),
        )
      ).map((r) => [r.id, r]),
    );
    for (const e of updates) {
      const row = current.get(Number(e.entityId));
      if (!row) continue;
      const fields = Object.entries(e.after!)
        .filter(([f, v]) => !same(f, row[f], v))
        .map(([f]) => f);
      if (fields.length === 0) continue;
      total++;
      if (conflicts.length < 50) conflicts.push({ entityId: e.entityId, name: row.name, fields });
    }
  }
  if (total === 0) return null;
  const message =
    `${total.toLocaleString("en-US")} listing${total === 1 ? " was" : "s were"} edited after the import in fields the revert would put back ` +
    `(${conflicts
      .map((c) => `${c.name}: ${c.fields.join(", ")}`)
      .slice(0, 3)
      .join("; ")}${total > 3 ? "; …" : ""}). Nothing was reverted: revert anyway to overwrite those edits.`;
  return { message, total, conflicts };
}
