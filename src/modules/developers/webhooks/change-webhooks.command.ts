import { DomainCommand } from '../../../platform/commands/domain-command';
import type { WebhookEndpointCommand } from './endpoint-decide';
import type { WebhookEndpointEvent } from './events';

/** Adding or removing one of a workspace's webhook endpoints. */
export class ChangeWebhooks extends DomainCommand<WebhookEndpointCommand, WebhookEndpointEvent> {}
