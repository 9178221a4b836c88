/** The test levels, by file suffix: .unit (pure, no database), .int (real PostgreSQL), .e2e (the app over HTTP), .browser (Chromium). */
export type TestLevel = 'unit' | 'int' | 'e2e' | 'browser';

/** A test file's level, read from its name (`*.<level>.spec.ts`). */
export function testLevel(file: string): TestLevel | undefined {
  return /\.(unit|int|e2e|browser)\.spec\.ts$/.exec(file)?.[1] as TestLevel | undefined;
}
