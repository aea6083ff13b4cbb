import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that took longest in a run on this 2-core machine, longest first (the end of every run
 * prints its 10 slowest: refresh these from it when they change). Vitest orders files by the times
 * it cached on an earlier run, else by size, and a fresh clone (CI) has no cache: a small file
 * that runs for minutes could start last and leave one worker alone at the end. These start first.
 */
export const LONG_FILES = {
  e2e: [
    "e2e/html-check-private.e2e.ts",
    "e2e/account-edit.e2e.ts",
    "e2e/leads.e2e.ts",
    "e2e/account-claim.e2e.ts",
    "e2e/security.e2e.ts",
    "e2e/reviews.e2e.ts",
    "e2e/gold-subscription.e2e.ts",
    "e2e/checkout.e2e.ts",
    "e2e/directory.e2e.ts",
    "e2e/magazine.e2e.ts",
    "e2e/directory-es.e2e.ts",
  ],
  unit: [
    "server/features/import/import-exclusive.integration.test.ts",
    "server/features/import/import-outage.integration.test.ts",
    "server/hardening/db-outage-cycles.integration.test.ts",
    "server/openapi/api-fuzz.integration.test.ts",
    "server/auth/staff-add.integration.test.ts",
    "server/hardening/hostile-input.integration.test.ts",
    "server/features/import/import-crash.integration.test.ts",
    "server/features/media/photo-writes.integration.test.ts",
    "server/features/directory/search-misspellings.integration.test.ts",
    "server/features/leads/spam.integration.test.ts",
  ],
} as const;

/** Orders as vitest would, then moves `first` (paths from the root, in their order) to the front. */
export function longFilesFirst(first: readonly string[]) {
  return class LongFilesFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const root = this.ctx.config.root;
      const place = (spec: TestSpecification) => {
        const i = first.indexOf(relative(root, spec.moduleId));
        return i === -1 ? first.length : i;
      };
      return [...sorted].sort((a, b) => place(a) - place(b));
    }
  };
}
