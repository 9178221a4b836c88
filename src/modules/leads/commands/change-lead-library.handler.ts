import { CommandHandler } from '@nestjs/cqrs';
import { DeciderCommandHandler } from '../../../platform/commands/decider-command-handler';
import { type LeadLibraryCommand, leadLibraryDecider } from '../library/decide';
import { type LeadSourceEvent, leadLibraryStreamId } from '../library/events';
import type { LeadLibraryState } from '../library/state';
import { ChangeLeadLibrary } from './change-lead-library.command';

/** One stream per user's lead sources. */
@CommandHandler(ChangeLeadLibrary)
export class ChangeLeadLibraryHandler extends DeciderCommandHandler<LeadLibraryCommand, LeadLibraryState, LeadSourceEvent> {
  readonly decider = leadLibraryDecider;
  streamId = (command: LeadLibraryCommand) => leadLibraryStreamId(command.userId);
}
