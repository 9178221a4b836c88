import { DomainCommand } from '../../../platform/commands/domain-command';
import type { LeadLibraryCommand } from '../library/decide';
import type { LeadSourceEvent } from '../library/events';

/** Any change to a user's lead sources: create one with its imported leads, rename one, delete some. */
export class ChangeLeadLibrary extends DomainCommand<LeadLibraryCommand, LeadSourceEvent> {}
