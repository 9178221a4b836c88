import { DomainError } from '../../../platform/http/domain-error';
import { cleanUsername, parseUsernames } from '../shared/clean-usernames';
import { dncMessages, MAX_USERNAMES_PER_REQUEST } from '../shared/dnc-messages';
import type { SkipListEvent } from './events';
import { type SkipListState, evolve, initialState } from './state';

export type SkipListCommand =
  | { type: 'AddUsernames'; userId: string; input: string }
  | { type: 'RemoveUsername'; userId: string; username: string }
  | { type: 'ClearSkipList'; userId: string };

export function decide(command: SkipListCommand, state: SkipListState): SkipListEvent[] {
  switch (command.type) {
    case 'AddUsernames': {
      if (command.input.trim().length === 0) throw new DomainError(dncMessages.inputRequired, 'input_required');
      const entries = parseUsernames(command.input);
      if (entries.length === 0) throw new DomainError(dncMessages.noValidUsernames, 'no_valid_usernames');
      if (entries.length > MAX_USERNAMES_PER_REQUEST) {
        throw new DomainError(dncMessages.tooMany(MAX_USERNAMES_PER_REQUEST), 'too_many_usernames', 413);
      }
      const fresh = [...new Set(entries)].filter((username) => !state.usernames.has(username));
      if (fresh.length === 0) {
        const distinct = new Set(entries);
        if (distinct.size === 1) {
          throw new DomainError(dncMessages.alreadyListed(entries[0]), 'already_listed', 409);
        }
        throw new DomainError(dncMessages.allAlreadyListed, 'all_already_listed', 409);
      }
      return [{ type: 'UsernamesSkipped', data: { userId: command.userId, usernames: fresh } }];
    }
    case 'RemoveUsername': {
      const username = cleanUsername(command.username);
      if (!state.usernames.has(username)) {
        throw new DomainError(dncMessages.notListed(username || command.username), 'not_listed', 404);
      }
      return [{ type: 'UsernameUnskipped', data: { userId: command.userId, username } }];
    }
    case 'ClearSkipList':
      if (state.usernames.size === 0) return [];
      return [{ type: 'SkipListCleared', data: { userId: command.userId, removedCount: state.usernames.size } }];
  }
}

/** How many entries of an add were skipped as duplicates (already listed or repeated in the input). */
export function duplicatesSkipped(input: string, added: number): number {
  return parseUsernames(input).length - added;
}

export const skipListDecider = { initialState, evolve, decide };
