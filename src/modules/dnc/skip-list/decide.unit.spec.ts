import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../platform/http/domain-error';
import { decide, type SkipListCommand } from './decide';
import type { SkipListEvent } from './events';
import { evolve, initialState } from './state';

const userId = 'user-a';
const given = (...events: SkipListEvent[]) => events.reduce(evolve, initialState);
const skipped = (...usernames: string[]): SkipListEvent => ({ type: 'UsernamesSkipped', data: { userId, usernames } });
const add = (input: string): SkipListCommand => ({ type: 'AddUsernames', userId, input });

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the command to be refused');
}

describe('AddUsernames', () => {
  it('skips cleaned, new usernames once each', () => {
    expect(decide(add('@Alice https://x.com/bob?s=1 alice\ncarol!'), given())).toEqual([skipped('alice', 'bob', 'carol')]);
  });

  it('adds only the ones not already listed', () => {
    expect(decide(add('alice dave'), given(skipped('alice')))).toEqual([skipped('dave')]);
  });

  it('refuses empty input', () => {
    expect(refusal(() => decide(add('  \n '), given())).message).toBe('Please enter at least one username');
  });

  it('refuses input with nothing valid', () => {
    expect(refusal(() => decide(add('@@ !!! ###'), given())).message).toBe('No valid usernames found in the input');
  });

  it('names the single username already listed', () => {
    const error = refusal(() => decide(add('@Alice alice'), given(skipped('alice'))));
    expect(error.message).toBe('Username @alice is already in your Do Not Contact list');
    expect(error.status).toBe(409);
  });

  it('says all are listed when several are', () => {
    expect(refusal(() => decide(add('alice bob'), given(skipped('alice', 'bob')))).message).toBe(
      'All usernames you entered are already in your Do Not Contact list',
    );
  });

  it('refuses more than the per-request maximum', () => {
    const input = Array.from({ length: 50_001 }, (_, i) => `u${i}`).join(' ');
    expect(refusal(() => decide(add(input), given())).status).toBe(413);
  });
});

describe('RemoveUsername', () => {
  it('unskips a listed username, cleaning the given form', () => {
    expect(decide({ type: 'RemoveUsername', userId, username: '@Alice' }, given(skipped('alice')))).toEqual([
      { type: 'UsernameUnskipped', data: { userId, username: 'alice' } },
    ]);
  });

  it('refuses a username that is not listed', () => {
    const error = refusal(() => decide({ type: 'RemoveUsername', userId, username: 'zed' }, given(skipped('alice'))));
    expect(error.message).toBe('Username @zed is not in your Do Not Contact list');
    expect(error.status).toBe(404);
  });

  it('forgets a username once unskipped', () => {
    const state = given(skipped('alice', 'bob'), { type: 'UsernameUnskipped', data: { userId, username: 'alice' } });
    expect([...state.usernames]).toEqual(['bob']);
  });
});

describe('ClearSkipList', () => {
  it('clears a list and records how many were removed', () => {
    expect(decide({ type: 'ClearSkipList', userId }, given(skipped('a', 'b')))).toEqual([
      { type: 'SkipListCleared', data: { userId, removedCount: 2 } },
    ]);
  });

  it('does nothing to an empty list', () => {
    expect(decide({ type: 'ClearSkipList', userId }, given(skipped('a'), { type: 'SkipListCleared', data: { userId, removedCount: 1 } }))).toEqual([]);
  });
});
