import { describe, expect, it } from 'vitest';
import { ROLL_UP_EVERY_MS, type RollUpFacts, rollUpDue } from './progress-roll-up';

const NOW = Date.UTC(2026, 10, 28, 12);
const given = (facts: Partial<RollUpFacts>): RollUpFacts => ({
  progressVersion: 10,
  recordedVersion: 4,
  recordedAtMs: NOW - 60_000,
  nowMs: NOW,
  stateChange: false,
  ...facts,
});

describe('rollUpDue', () => {
  it('given counters that moved a minute after the last roll-up, when flushed, then no roll-up is appended (the read model has them)', () => {
    expect(rollUpDue(given({}))).toBe(false);
  });

  it('given counters that moved and the last roll-up an hour old, when flushed, then the hourly summary is appended', () => {
    expect(rollUpDue(given({ recordedAtMs: NOW - ROLL_UP_EVERY_MS }))).toBe(true);
    expect(rollUpDue(given({ recordedAtMs: NOW - ROLL_UP_EVERY_MS + 1 }))).toBe(false);
  });

  it('given a run that never rolled up, when its counters moved, then its first roll-up is appended', () => {
    expect(rollUpDue(given({ recordedAtMs: null, recordedVersion: 0 }))).toBe(true);
  });

  it('given a run that changes state, when its counters moved since the last roll-up, then one is appended whenever the last was', () => {
    expect(rollUpDue(given({ stateChange: true }))).toBe(true);
  });

  it('given counters that did not move since the last roll-up, when the run changes state or an hour passed, then nothing is appended', () => {
    expect(rollUpDue(given({ recordedVersion: 10, stateChange: true }))).toBe(false);
    expect(rollUpDue(given({ recordedVersion: 10, recordedAtMs: NOW - 2 * ROLL_UP_EVERY_MS }))).toBe(false);
  });
});
