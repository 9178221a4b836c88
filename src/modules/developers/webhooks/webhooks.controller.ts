import { randomBytes, randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Caller, CommandCaller, Commands } from '../../../platform/commands/command-endpoint';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { SignedInGuard } from '../../../platform/http/current-user';
import { DomainError } from '../../../platform/http/domain-error';
import { ZodPipe } from '../../../platform/http/zod-body';
import {
  type AddedWebhookEndpoint,
  type AddWebhookEndpointBody,
  addWebhookEndpointSchema,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  type WebhookTestAnswer,
  webhookMessages,
} from '../contract/webhooks';
import { ChangeWebhooks } from './change-webhooks.command';
import { allowPrivateWebhookHosts, checkEndpointUrl } from './endpoint-url';
import { WebhookDeliveries } from './webhook-delivery.service';
import { webhookDeliveryRows, webhookEndpointRows } from './webhook-rows';

/** The current workspace's webhook endpoints (Admins): added with a signing secret shown once, removed, their deliveries logged and resent. */
@ApiTags('Developers')
@Controller('developers/webhooks')
@UseGuards(SignedInGuard)
export class WebhooksController {
  constructor(
    private readonly commands: Commands,
    private readonly deliveries: WebhookDeliveries,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  list(@CommandCaller() caller: Caller): Promise<WebhookEndpointRow[]> {
    return webhookEndpointRows(this.db, caller.user.workspaceId);
  }

  @Post()
  @HttpCode(201)
  async add(@CommandCaller() caller: Caller, @Body(new ZodPipe(addWebhookEndpointSchema)) body: AddWebhookEndpointBody): Promise<AddedWebhookEndpoint> {
    const url = await checkEndpointUrl(body.url, allowPrivateWebhookHosts(this.config));
    const endpointId = randomUUID();
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    // The secret is kept before the endpoint exists: an endpoint is never without one (a refused add leaves an unused row).
    await this.db.insertInto('webhook_secrets').values({ endpoint_id: endpointId, secret }).execute();
    await this.commands.execute(
      new ChangeWebhooks({ type: 'AddWebhookEndpoint', workspaceId: caller.user.workspaceId, endpointId, url: url.href, eventTypes: body.event_types, createdBy: caller.user.actorId, nowMs: Date.now() }),
      caller,
    );
    return { message: webhookMessages.added, secret, endpoint: await this.ownEndpoint(caller, endpointId) };
  }

  @Delete(':id')
  async remove(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<{ message: string }> {
    await this.commands.execute(new ChangeWebhooks({ type: 'RemoveWebhookEndpoint', workspaceId: caller.user.workspaceId, endpointId: id, nowMs: Date.now() }), caller);
    return { message: webhookMessages.removed };
  }

  @Post(':id/enable')
  @HttpCode(200)
  async enable(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<{ message: string }> {
    await this.commands.execute(new ChangeWebhooks({ type: 'EnableWebhookEndpoint', workspaceId: caller.user.workspaceId, endpointId: id, nowMs: Date.now() }), caller);
    return { message: webhookMessages.enabled };
  }

  @Post(':id/test')
  @HttpCode(200)
  /** A test event, sent at once: whether the endpoint took it, and what it answered (logged as a delivery). */
  async test(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<WebhookTestAnswer> {
    await this.ownEndpoint(caller, id);
    const outcome = await this.deliveries.sendTest(caller.user.workspaceId, id);
    const status = outcome?.status ?? null;
    if (status !== null && status >= 200 && status < 300) return { delivered: true, status, message: webhookMessages.testDelivered(status) };
    const answer = outcome?.error ?? (status !== null ? `the endpoint answered ${status}` : 'no answer');
    return { delivered: false, status, message: webhookMessages.testRefused(answer) };
  }

  @Get(':id/deliveries')
  async log(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<WebhookDeliveryRow[]> {
    await this.ownEndpoint(caller, id);
    return webhookDeliveryRows(this.db, id);
  }

  @Post('deliveries/:deliveryId/resend')
  @HttpCode(200)
  async resend(@CommandCaller() caller: Caller, @Param('deliveryId') deliveryId: string): Promise<{ message: string }> {
    await this.deliveries.resend(caller.user.workspaceId, deliveryId);
    return { message: webhookMessages.resent };
  }

  /** The current workspace's endpoint `id`; another workspace's, or a removed one, answers 404 like a missing one. */
  private async ownEndpoint(caller: Caller, id: string): Promise<WebhookEndpointRow> {
    const [endpoint] = await webhookEndpointRows(this.db, caller.user.workspaceId, id);
    if (!endpoint) throw new DomainError(webhookMessages.notFound, 'endpoint_not_found', 'not_found');
    return endpoint;
  }
}
