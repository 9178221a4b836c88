import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { cleanUsername, cleanUsernames } from '../shared/clean-usernames';
import { dncMessages } from '../shared/dnc-messages';
import { checkPaste } from '../shared/pasted-usernames';
import type { SkipListEvent } from './events';
import { type SkipListState, evolve, initialState, skipListSnapshot } from './state';

export type SkipListCommand =
  | { type: 'AddUsernames'; userId: string; input: string }
  | { type: 'RemoveUsername'; userId: string; username: string }
  | { type: 'ClearSkipList'; userId: string };

export function decide(command: SkipListCommand, state: SkipListState): SkipListEvent[] {
  switch (command.type) {
    case 'AddUsernames': {
      const paste = checkPaste(command.input);
      if (paste.refusal) throw new DomainError(paste.refusal.message, paste.refusal.code, paste.refusal.tooLarge ? 'too_large' : undefined);
      const { usernames } = paste;
      const fresh = usernames.filter((username) => !state.usernames.has(username));
      if (fresh.length === 0) {
        if (usernames.length === 1) throw new DomainError(dncMessages.alreadyListed(usernames[0]), 'already_listed', 'conflict');
        throw new DomainError(dncMessages.allAlreadyListed, 'all_already_listed', 'conflict');
      }
      return [{ type: 'UsernamesSkipped', data: { userId: command.userId, usernames: fresh } }];
    }
    case 'RemoveUsername': {
      const username = cleanUsername(command.username);
      if (!state.usernames.has(username)) {
        throw new DomainError(dncMessages.notListed(username || command.username), 'not_listed', 'not_found');
      }
      return [{ type: 'UsernameUnskipped', data: { userId: command.userId, username } }];
    }
    case 'ClearSkipList':
      if (state.usernames.size === 0) return [];
      return [{ type: 'SkipListCleared', data: { userId: command.userId, removedCount: state.usernames.size } }];
  }
}

/** How many valid entries of an add were skipped as duplicates (already listed or repeated in the input). */
export function duplicatesSkipped(input: string, added: number): number {
  const { usernames, repeated } = cleanUsernames(input);
  return usernames.length + repeated - added;
}

export const skipListDecider: Decider<SkipListCommand, SkipListState, SkipListEvent> = {
  initialState,
  evolve,
  decide,
  snapshot: skipListSnapshot,
};
