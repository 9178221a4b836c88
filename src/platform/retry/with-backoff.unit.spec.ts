import { describe, expect, it } from 'vitest';
import { doublingMs, withBackoff } from './with-backoff';

/** An operation failing `failures` times, then answering 'done'; and the waits asked for. */
function flaky(failures: number) {
  const waits: number[] = [];
  const operation = async (attempt: number) => {
    if (attempt < failures) throw new Error(`failure ${attempt}`);
    return 'done';
  };
  const wait = async (ms: number) => void waits.push(ms);
  return { operation, waits, wait };
}

describe('withBackoff', () => {
  it('given failures worth retrying, when the operation then succeeds, then it answers after one wait per failure', async () => {
    const { operation, waits, wait } = flaky(3);
    await expect(withBackoff(operation, { retries: () => true, delayMs: (attempt) => doublingMs(attempt, 100, 250), wait })).resolves.toBe('done');
    expect(waits).toEqual([100, 200, 250]);
  });

  it('given a retry limit, when every try fails, then the last failure is thrown without a wait after it', async () => {
    const { operation, waits, wait } = flaky(10);
    await expect(withBackoff(operation, { retries: (_error, attempt) => attempt < 2, delayMs: () => 5, wait })).rejects.toThrow('failure 2');
    expect(waits).toEqual([5, 5]);
  });

  it('given a failure not worth retrying, when it happens, then it is thrown at once', async () => {
    const { operation, waits, wait } = flaky(1);
    await expect(withBackoff(operation, { retries: (error) => !String(error).includes('failure 0'), delayMs: () => 5, wait })).rejects.toThrow('failure 0');
    expect(waits).toEqual([]);
  });

  it('given a signal, when it aborts during a wait, then the retrying stops with the abort', async () => {
    const stop = new AbortController();
    const tries: number[] = [];
    const retrying = withBackoff(
      async (attempt) => {
        tries.push(attempt);
        throw new Error('down');
      },
      { retries: () => true, delayMs: () => 60_000, signal: stop.signal },
    );
    stop.abort();
    await expect(retrying).rejects.toThrow(/abort/i);
    expect(tries).toEqual([0]);
  });
});
