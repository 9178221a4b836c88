import { CommandHandler } from '@nestjs/cqrs';
import { DeciderCommandHandler } from '../../../platform/commands/decider-command-handler';
import { type ApiKeyCommand, apiKeysDecider } from '../api-keys/decide';
import { type ApiKeyEvent, apiKeysStreamId } from '../api-keys/events';
import type { ApiKeysState } from '../api-keys/state';
import { ChangeApiKeys } from './change-api-keys.command';

/** One stream per workspace's keys. */
@CommandHandler(ChangeApiKeys)
export class ChangeApiKeysHandler extends DeciderCommandHandler<ApiKeyCommand, ApiKeysState, ApiKeyEvent> {
  readonly decider = apiKeysDecider;
  streamId = (command: ApiKeyCommand) => apiKeysStreamId(command.workspaceId);
}
