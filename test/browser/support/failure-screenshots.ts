import { afterEach } from 'vitest';
import { screenshotOpenPages } from './browser';

/**
 * What the browser showed when a test failed is the first thing to look at: every open tab is pictured
 * (test-artifacts/screenshots/failed-*.png) before the file's browsers close. Called from a browser file's setup.
 */
export function pictureFailedTests(): void {
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const label = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    const files = await screenshotOpenPages(label);
    if (files.length > 0) process.stderr.write(`screenshots of the failed test "${context.task.name}":\n${files.map((file) => `  ${file}`).join('\n')}\n`);
  });
}
