import type { Reporter, TestModule } from "vitest/node";
import { relative } from "node:path";

/** One line per file: the wall time vitest spent on it (environment, setup, import, tests and hooks). */
export function fileSeconds(module: Pick<TestModule, "diagnostic">): number {
  const d = module.diagnostic();
  return (d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration) / 1000;
}

export function slowestLines(modules: readonly { id: string; seconds: number }[], root: string, count = 10): string[] {
  const sorted = [...modules].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  return sorted.map((m, i) => `${String(i + 1).padStart(2)}. ${m.seconds.toFixed(1).padStart(6)} s  ${relative(root, m.id)}`);
}

/**
 * Prints the slowest test files at the end of every run, so whoever adds the next slow file
 * sees where the suite's time goes (issue 27). Used beside the default reporter by both configs.
 */
export default class SlowestFilesReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (testModules.length === 0) return;
    const lines = slowestLines(
      testModules.map((m) => ({ id: m.moduleId, seconds: fileSeconds(m) })),
      this.root,
    );
    process.stdout.write(`\nThe ${lines.length} slowest of ${testModules.length} test files:\n${lines.join("\n")}\n`);
  }
}
