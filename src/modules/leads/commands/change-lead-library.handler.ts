import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { HandledCommand } from '../../../platform/commands/aggregate-streams';
import { DeciderCommandHandler } from '../../../platform/commands/decider-command-handler';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { type LeadLibraryCommand, leadLibraryDecider } from '../library/decide';
import { type LeadSourceEvent, leadLibraryStreamId } from '../library/events';
import type { LeadLibraryState } from '../library/state';
import { scrapesFoundOf } from '../queries/credits-left';
import { ChangeLeadLibrary } from './change-lead-library.command';

/** One stream per user's lead sources. */
@CommandHandler(ChangeLeadLibrary)
export class ChangeLeadLibraryHandler extends DeciderCommandHandler<LeadLibraryCommand, LeadLibraryState, LeadSourceEvent> {
  readonly decider = leadLibraryDecider;
  streamId = (command: LeadLibraryCommand) => leadLibraryStreamId(command.userId);

  constructor(@Inject(DATABASE) private readonly db: Database) {
    super();
  }

  /** Commands that spend credits see what the user's running scrapes have found (uploads, searches, scrapes). */
  override async execute(domainCommand: ChangeLeadLibrary): Promise<HandledCommand<LeadSourceEvent>> {
    const { command } = domainCommand;
    if ((command.type === 'CreateLeadSource' || command.type === 'RequestScrape' || command.type === 'CompleteScrape') && !command.scrapesFound) {
      const withFound = new ChangeLeadLibrary({ ...command, scrapesFound: await scrapesFoundOf(this.db, command.userId) });
      withFound.metadata = domainCommand.metadata;
      return super.execute(withFound);
    }
    return super.execute(domainCommand);
  }
}
