import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;
/** A file slower than this is reported as over the suite's budget. */
const FILE_BUDGET_SECONDS = 60;

/**
 * Prints the run's slowest test files (import, set-up and tests, in seconds) after the summary, so a slow
 * file is seen the day it lands.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const timed = testModules
      .map((module) => {
        const diagnostic = module.diagnostic();
        // A browser file's wait for its turn with the browser is the others' time, not its own.
        const waited = module.meta().browserTurnWaitMs ?? 0;
        const seconds = (diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.duration - waited) / 1000;
        return { file: path.relative(process.cwd(), module.moduleId), project: module.project.name, seconds };
      })
      .sort((a, b) => b.seconds - a.seconds);
    if (timed.length === 0) return;
    const lines = timed.slice(0, SHOWN).map(({ file, project, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${project.padEnd(8)} ${file}${seconds > FILE_BUDGET_SECONDS ? `  (over ${FILE_BUDGET_SECONDS} s)` : ''}`);
    const total = timed.reduce((sum, { seconds }) => sum + seconds, 0);
    process.stdout.write(`\nSlowest test files (of ${timed.length}, ${total.toFixed(0)} s in all):\n${lines.join('\n')}\n`);
  }
}
