import { CommandHandler } from '@nestjs/cqrs';
import { DeciderCommandHandler } from '../../../platform/commands/decider-command-handler';
import { DomainCommand } from '../../../platform/commands/domain-command';
import { type CampaignCommand, campaignsDecider } from '../campaign/decide';
import { type CampaignEvent, campaignsStreamId } from '../campaign/events';
import type { CampaignsState } from '../campaign/state';
import { type KeywordSampleCommand, type KeywordSamplesState, keywordSamplesDecider } from '../samples/decide';
import { type KeywordSampleEvent, keywordSamplesStreamId } from '../samples/events';
import { type TemplateCommand, type TemplatesState, templatesDecider } from '../templates/decide';
import { type TemplateEvent, templatesStreamId } from '../templates/events';

/** Any change to a user's campaigns: create, edit, rename, start, pause, validate, delete, complete, fail. */
export class ChangeCampaigns extends DomainCommand<CampaignCommand, CampaignEvent> {}
/** Any change to a user's message templates. */
export class ChangeTemplates extends DomainCommand<TemplateCommand, TemplateEvent> {}
/** Any change to a user's saved keyword samples. */
export class ChangeKeywordSamples extends DomainCommand<KeywordSampleCommand, KeywordSampleEvent> {}

/** One stream per user's campaigns. */
@CommandHandler(ChangeCampaigns)
export class ChangeCampaignsHandler extends DeciderCommandHandler<CampaignCommand, CampaignsState, CampaignEvent> {
  readonly decider = campaignsDecider;
  streamId = (command: CampaignCommand) => campaignsStreamId(command.userId);
}

/** One stream per user's message templates. */
@CommandHandler(ChangeTemplates)
export class ChangeTemplatesHandler extends DeciderCommandHandler<TemplateCommand, TemplatesState, TemplateEvent> {
  readonly decider = templatesDecider;
  streamId = (command: TemplateCommand) => templatesStreamId(command.userId);
}

/** One stream per user's keyword samples. */
@CommandHandler(ChangeKeywordSamples)
export class ChangeKeywordSamplesHandler extends DeciderCommandHandler<KeywordSampleCommand, KeywordSamplesState, KeywordSampleEvent> {
  readonly decider = keywordSamplesDecider;
  streamId = (command: KeywordSampleCommand) => keywordSamplesStreamId(command.userId);
}
