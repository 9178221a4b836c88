import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../platform/testing/decider-spec';
import { duplicatesSkipped, type SkipListCommand, skipListDecider } from './decide';
import type { SkipListEvent } from './events';
import { evolve, initialState } from './state';

const userId = 'user-a';
const spec = deciderSpec(skipListDecider);
const skipped = (...usernames: string[]): SkipListEvent => ({ type: 'UsernamesSkipped', data: { userId, usernames } });
const unskipped = (username: string): SkipListEvent => ({ type: 'UsernameUnskipped', data: { userId, username } });
const cleared = (removedCount: number): SkipListEvent => ({ type: 'SkipListCleared', data: { userId, removedCount } });
const add = (input: string): SkipListCommand => ({ type: 'AddUsernames', userId, input });
const remove = (username: string): SkipListCommand => ({ type: 'RemoveUsername', userId, username });
const clear: SkipListCommand = { type: 'ClearSkipList', userId };

describe('AddUsernames', () => {
  it('skips cleaned, new usernames once each', () => {
    spec.given().when(add('@Alice https://x.com/bob?s=1 alice\ncarol!')).thenAppends([skipped('alice', 'bob', 'carol')]);
  });

  it('adds only the ones not already listed', () => {
    spec.given(skipped('alice')).when(add('alice dave')).thenAppends([skipped('dave')]);
  });

  it('refuses empty input', () => {
    spec.given().when(add('  \n ')).thenRefuses({ message: 'Please enter at least one username', kind: 'validation' });
  });

  it('refuses input with nothing valid', () => {
    spec.given().when(add('@@ !!! ###')).thenRefuses({ message: 'No valid usernames found in the input', kind: 'validation' });
  });

  it('names the single username already listed', () => {
    spec
      .given(skipped('alice'))
      .when(add('@Alice alice'))
      .thenRefuses({ message: 'Username @alice is already in your Do Not Contact list', kind: 'conflict' });
  });

  it('says all are listed when several are', () => {
    spec
      .given(skipped('alice', 'bob'))
      .when(add('alice bob'))
      .thenRefuses({ message: 'All usernames you entered are already in your Do Not Contact list', kind: 'conflict' });
  });

  it('splits on commas and semicolons and drops entries that break the username rule', () => {
    spec
      .given()
      .when(add(`alice,bob;carol ${'x'.repeat(5000)} https://x.com/home`))
      .thenAppends([skipped('alice', 'bob', 'carol')]);
  });

  it('finds nothing valid in over-long names and links that are not profiles', () => {
    spec
      .given()
      .when(add(`${'a'.repeat(16)} x.com/home https://x.com/ x.com/i/communities/123`))
      .thenRefuses({ message: 'No valid usernames found in the input', kind: 'validation' });
  });

  it('names the single listed username even when other entries were dropped', () => {
    spec
      .given(skipped('alice'))
      .when(add('alice x.com/explore'))
      .thenRefuses({ message: 'Username @alice is already in your Do Not Contact list' });
  });

  it('refuses more than the per-request maximum', () => {
    const input = Array.from({ length: 50_001 }, (_, i) => `u${i}`).join(' ');
    spec.given().when(add(input)).thenRefuses({ kind: 'too_large' });
  });
});

describe('duplicatesSkipped', () => {
  it('counts valid entries that were not added: repeats and already listed, not dropped junk', () => {
    expect(duplicatesSkipped('alice Alice @alice bob !!! x.com/home', 1)).toBe(3);
  });
});

describe('RemoveUsername', () => {
  it('unskips a listed username, cleaning the given form', () => {
    spec.given(skipped('alice')).when(remove('@Alice')).thenAppends([unskipped('alice')]);
  });

  it('refuses a username that is not listed', () => {
    spec
      .given(skipped('alice'))
      .when(remove('zed'))
      .thenRefuses({ message: 'Username @zed is not in your Do Not Contact list', kind: 'not_found' });
  });

  it('forgets a username once unskipped', () => {
    expect([...spec.state(skipped('alice', 'bob'), unskipped('alice')).usernames]).toEqual(['bob']);
  });
});

describe('ClearSkipList', () => {
  it('clears a list and records how many were removed', () => {
    spec.given(skipped('a', 'b')).when(clear).thenAppends([cleared(2)]);
  });

  it('does nothing to an empty list', () => {
    spec.given(skipped('a'), cleared(1)).when(clear).thenNothing();
  });
});

describe('evolve', () => {
  it('costs what its event costs: it updates the state it is given instead of copying the list', () => {
    const state = initialState();
    expect(evolve(state, skipped('alice'))).toBe(state);
    expect(evolve(state, unskipped('alice'))).toBe(state);
    expect(evolve(state, cleared(0))).toBe(state);
  });

  it('snapshots round-trip the list', () => {
    const state = spec.state(skipped('alice', 'bob'));
    const { snapshot } = skipListDecider;
    expect(snapshot?.fromJson(JSON.parse(JSON.stringify(snapshot.toJson(state))))).toEqual(state);
  });
});
