import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's own order, except on a run with no timings of earlier runs (a fresh clone, as CI
 * runs): vitest then starts the largest files first, and a short "process" file that spends a
 * minute on a real server could start last and keep the run waiting alone at its end. Here the
 * files that start real processes (scripts/test-support/test-projects.ts) go first, the rest
 * keep vitest's order behind them. Once timings exist vitest's longest-first order stands.
 */
export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`) !== undefined;
    if (sorted.every(timed)) return sorted;
    return [...sorted.filter((spec) => spec.project.name === "process"), ...sorted.filter((spec) => spec.project.name !== "process")];
  }
}
