/**
 * How big a stress test runs: its own setting when given (e.g. RUNNER_CRASH_KILLS=500), its full size under
 * `npm run test:stress` (STRESS=1), and otherwise the size the default run affords, which still proves the
 * property each test states (the test says what the smaller run catches).
 */
export function stressSize(setting: string, defaultSize: number, fullSize: number): number {
  const given = process.env[setting];
  if (given !== undefined && given !== '') {
    const size = Number(given);
    if (!Number.isInteger(size) || size < 1) throw new Error(`${setting} must be a whole number of at least 1, not ${given}`);
    return size;
  }
  return process.env.STRESS === '1' ? fullSize : defaultSize;
}
