import { cleanUsernames } from '../../src/modules/dnc/shared/clean-usernames';
import type { BenchResult } from './bench-result';
import { runStandalone } from './bench-support';

/**
 * The Do Not Contact paste preview: the cleaning the add box runs on every change (`cleanUsernames`, the same
 * function the API saves with), on pastes of 10,000 and 50,000 lines (the request's limit): usernames with and
 * without @, profile links, a few links to other X pages and over-long names, some repeated. Timed as the median
 * of ROUNDS runs after a warm-up.
 *
 * Reference: the least any preview must do with the same paste, split on the same separators, lowercase, keep
 * the distinct names. The ratio is ours over the reference (lower is better); the line also says how the
 * 10,000-line paste compares with the 2,000 ms a user waits at most for the preview to count it.
 */
const ROUNDS = Number(process.env.DNC_PASTE_BENCH_ROUNDS ?? 15);
const PREVIEW_BUDGET_MS = 2_000;

function paste(lines: number): string {
  const entries: string[] = [];
  for (let i = 0; i < lines; i++) {
    const name = `lead_${String(i % Math.floor(lines * 0.95)).padStart(6, '0')}`.slice(0, 15);
    const shape = i % 20;
    entries.push(
      shape === 0 ? `https://x.com/${name}?s=20`
      : shape === 1 ? `@${name.toUpperCase()}`
      : shape === 2 ? 'https://x.com/i/communities/123'
      : shape === 3 ? `${name}_with_a_much_longer_tail`
      : name,
    );
  }
  return entries.join('\n');
}

function naive(input: string): string[] {
  return [...new Set(input.split(/[\s,;]+/).map((entry) => entry.toLowerCase()))];
}

function medianMs(work: () => unknown): number {
  for (let i = 0; i < 3; i++) work();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
}

export async function run(): Promise<BenchResult> {
  const lines: string[] = [];
  let ratioAt10k = 0;
  for (const size of [10_000, 50_000]) {
    const input = paste(size);
    const cleaned = cleanUsernames(input);
    const ours = medianMs(() => cleanUsernames(input));
    const reference = medianMs(() => naive(input));
    if (size === 10_000) ratioAt10k = ours / reference;
    lines.push(
      `${size.toLocaleString('en-US')} lines: ours ${ours.toFixed(1)} ms (${cleaned.usernames.length.toLocaleString('en-US')} kept, ${cleaned.dropped.length} dropped, ${cleaned.repeated} repeated), reference ${reference.toFixed(1)} ms, ratio ${(ours / reference).toFixed(2)}x` +
        (size === 10_000 ? `; ${(PREVIEW_BUDGET_MS / ours).toFixed(0)}x inside the ${PREVIEW_BUDGET_MS.toLocaleString('en-US')} ms a preview may take` : ''),
    );
  }
  return { name: 'Do Not Contact paste preview (cleaning a paste)', lines, ratio: ratioAt10k };
}

runStandalone(module, run);
