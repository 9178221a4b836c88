import { DomainCommand } from '../../../platform/commands/domain-command';
import type { ApiKeyCommand } from '../api-keys/decide';
import type { ApiKeyEvent } from '../api-keys/events';

/** Making or revoking one of a workspace's API keys. */
export class ChangeApiKeys extends DomainCommand<ApiKeyCommand, ApiKeyEvent> {}
