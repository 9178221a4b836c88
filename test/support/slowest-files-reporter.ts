import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { testLevel } from './test-level';

const SHOWN = 10;
/** A file slower than this is reported as over the suite's budget. */
const FILE_BUDGET_SECONDS = 60;
/** Every file's and test's seconds, for finding where a run's time went. */
const TIMINGS_FILE = path.join('test-artifacts', 'test-timings.json');

interface Timed {
  file: string;
  /** Its level (unit, int, e2e, browser). */
  level: string;
  seconds: number;
}

interface TimedFile extends Timed {
  /** When the file started and ended, in seconds from the run's start: how the workers' time was filled. */
  started: number;
  ended: number;
  /** How long it waited for its turn with the browser (a browser file), not counted in `seconds`. */
  waited: number;
}

/**
 * Prints the run's slowest test files (import, set-up and tests, in seconds) and slowest tests after the summary,
 * so a slow file or test is seen the day it lands; writes every figure to test-artifacts/test-timings.json.
 */
export default class SlowestFilesReporter implements Reporter {
  private runStarted = performance.now();
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestRunStart() {
    this.runStarted = performance.now();
  }

  onTestModuleStart(module: TestModule) {
    this.started.set(module.moduleId, (performance.now() - this.runStarted) / 1000);
  }

  onTestModuleEnd(module: TestModule) {
    this.ended.set(module.moduleId, (performance.now() - this.runStarted) / 1000);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules.map((module): TimedFile => {
      const diagnostic = module.diagnostic();
      // A browser file's wait for its turn with the browser is the others' time, not its own.
      const waited = module.meta().browserTurnWaitMs ?? 0;
      const seconds = (diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.duration - waited) / 1000;
      return {
        file: path.relative(process.cwd(), module.moduleId),
        level: testLevel(module.moduleId) ?? module.project.name,
        seconds,
        started: this.started.get(module.moduleId) ?? 0,
        ended: this.ended.get(module.moduleId) ?? 0,
        waited: waited / 1000,
      };
    });
    if (files.length === 0) return;
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({
        file: path.relative(process.cwd(), module.moduleId),
        level: testLevel(module.moduleId) ?? module.project.name,
        name: test.fullName,
        seconds: (test.diagnostic()?.duration ?? 0) / 1000,
      })),
    );
    const byTime = <T extends { seconds: number }>(list: T[]) => [...list].sort((a, b) => b.seconds - a.seconds);
    const total = files.reduce((sum, { seconds }) => sum + seconds, 0);
    const waited = files.reduce((sum, file) => sum + file.waited, 0);
    const fileLines = byTime(files)
      .slice(0, SHOWN)
      .map(({ file, level, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${level.padEnd(8)} ${file}${seconds > FILE_BUDGET_SECONDS ? `  (over ${FILE_BUDGET_SECONDS} s)` : ''}`);
    const testLines = byTime(tests)
      .slice(0, SHOWN)
      .map(({ file, name, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${path.basename(file)} > ${name.length > 90 ? `${name.slice(0, 89)}…` : name}`);
    process.stdout.write(
      `\nSlowest test files (of ${files.length}, ${total.toFixed(0)} s in all; browser files waited ${waited.toFixed(0)} s for their turn):\n${fileLines.join('\n')}\n` + `\nSlowest tests (of ${tests.length}):\n${testLines.join('\n')}\n`,
    );
    mkdirSync(path.dirname(TIMINGS_FILE), { recursive: true });
    writeFileSync(TIMINGS_FILE, `${JSON.stringify({ files: byTime(files), tests: byTime(tests) }, null, 1)}\n`);
  }
}
