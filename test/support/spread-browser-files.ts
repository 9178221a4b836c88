import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Orders the run's files with the browser files spread evenly among the others, the first one first: browser
 * files take turns (test/browser/support/browser-turn.ts), so a worker that picks one while another runs would
 * only wait. Within each kind, vitest's own order (slowest and failed first, from the last run).
 */
export default class SpreadBrowserFiles extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter((file) => file.project.name === 'browser');
    const others = sorted.filter((file) => file.project.name !== 'browser');
    if (browser.length === 0) return sorted;
    const gap = Math.ceil(others.length / browser.length);
    return browser.flatMap((file, index) => [file, ...others.slice(index * gap, (index + 1) * gap)]).concat(others.slice(browser.length * gap));
  }
}
