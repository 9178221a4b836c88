import assert from 'node:assert/strict';
import type { Decider } from '../commands/decider';
import { fold } from '../commands/decider';
import { DomainError, type DomainErrorKind } from '../http/domain-error';
import type { Event } from '../event-store/event-store.port';

export interface Refusal {
  message?: string;
  code?: string;
  kind?: DomainErrorKind;
}

/**
 * Given/when/then for deciders: given past events, when a command is decided, then these events (or
 * nothing, or a refusal):
 *
 *   const spec = deciderSpec(skipListDecider);
 *   spec.given(skipped('alice')).when(add('alice bob')).thenAppends([skipped('bob')]);
 *   spec.given().when(add('')).thenRefuses({ message: 'Please enter at least one username', kind: 'validation' });
 */
export function deciderSpec<Command, State, E extends Event>(decider: Decider<Command, State, E>) {
  return {
    given(...events: E[]) {
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, fold(decider, events));
          return {
            thenAppends(expected: E[]): void {
              assert.deepStrictEqual(decide(), expected);
            },
            thenNothing(): void {
              assert.deepStrictEqual(decide(), []);
            },
            thenRefuses(expected: Refusal): DomainError {
              let refusal: unknown;
              try {
                decide();
              } catch (error) {
                refusal = error;
              }
              assert.ok(refusal instanceof DomainError, `expected a DomainError, got ${String(refusal)}`);
              const actual: Refusal = {};
              for (const key of Object.keys(expected) as (keyof Refusal)[]) Object.assign(actual, { [key]: refusal[key] });
              assert.deepStrictEqual(actual, expected);
              return refusal;
            },
          };
        },
      };
    },
    /** The state the events fold into. */
    state(...events: E[]): State {
      return fold(decider, events);
    },
  };
}
