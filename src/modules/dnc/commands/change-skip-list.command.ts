import { DomainCommand } from '../../../platform/commands/domain-command';
import type { SkipListCommand } from '../skip-list/decide';
import type { SkipListEvent } from '../skip-list/events';

/** Any change to a user's Do Not Contact list: add usernames, remove one, clear all. */
export class ChangeSkipList extends DomainCommand<SkipListCommand, SkipListEvent> {}
