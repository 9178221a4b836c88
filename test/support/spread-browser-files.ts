import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { testLevel } from './test-level';

/**
 * Orders the run's files: the unit files first, then the files on the run's PostgreSQL with the browser files
 * spread among the first four fifths of them, the first one first. Browser files take turns (test/browser/support/browser-turn.ts),
 * so a worker that picks one while another runs would only wait. Each project's files stay together: a worker
 * keeps its process from file to file only while the next file in the queue is of its project, and a new process
 * loads the app's modules again. Within each kind, vitest's own order (slowest and failed first, from the last run).
 */
/**
 * Files that take the longest, much of it waiting (a campaign's compressed days, workers killed and taken over):
 * started first, so their waiting overlaps the rest of the run. A fresh clone has no timings of an earlier run,
 * and vitest would otherwise start them by file size, late.
 */
const LONG_FILES = ['runner.crash.int', 'demo-pace.e2e', 'campaigns.e2e', 'runner.e2e', 'runner-pauses.e2e', 'http-fuzz.e2e', 'workspaces.e2e'];
const longFirst = (files: TestSpecification[]) => {
  const rank = (file: TestSpecification) => {
    const index = LONG_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}.spec.ts`));
    return index === -1 ? LONG_FILES.length : index;
  };
  return files.map((file, order) => ({ file, order })).sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order).map(({ file }) => file);
};

export default class SpreadBrowserFiles extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const unit = sorted.filter((file) => file.project.name === 'unit');
    const browser = sorted.filter((file) => file.project.name !== 'unit' && testLevel(file.moduleId) === 'browser');
    const others = longFirst(sorted.filter((file) => file.project.name !== 'unit' && testLevel(file.moduleId) !== 'browser'));
    if (browser.length === 0) return [...unit, ...others];
    // Spread over the first four fifths of the other files: a browser file lasts several times as long as another
    // file, and the browser files left at the end of a run run at most two at a time while other workers wait.
    const gap = Math.max(1, Math.round((others.length / browser.length) * 0.8));
    const spread = browser.flatMap((file, index) => [file, ...others.slice(index * gap, (index + 1) * gap)]).concat(others.slice(browser.length * gap));
    return [...unit, ...spread];
  }
}
