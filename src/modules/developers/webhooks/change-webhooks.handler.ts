import { CommandHandler } from '@nestjs/cqrs';
import { DeciderCommandHandler } from '../../../platform/commands/decider-command-handler';
import { type WebhookEndpointCommand, type WebhookEndpointsState, webhookEndpointsDecider } from './endpoint-decide';
import { type WebhookEndpointEvent, webhookEndpointsStreamId } from './events';
import { ChangeWebhooks } from './change-webhooks.command';

/** One stream per workspace's endpoints. */
@CommandHandler(ChangeWebhooks)
export class ChangeWebhooksHandler extends DeciderCommandHandler<WebhookEndpointCommand, WebhookEndpointsState, WebhookEndpointEvent> {
  readonly decider = webhookEndpointsDecider;
  streamId = (command: WebhookEndpointCommand) => webhookEndpointsStreamId(command.workspaceId);
}
