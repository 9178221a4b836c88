import { Global, Module } from '@nestjs/common';
import { API_KEY_RESOLVER } from '../../platform/http/current-user';
import { RateLimits } from '../../platform/http/rate-limits';
import { ApiKeyRequestResolver } from './access/api-key-request-resolver';
import { ApiKeysController } from './api-keys.controller';
import { ChangeApiKeysHandler } from './commands/change-api-keys.handler';
import { ChangeWebhooksHandler } from './webhooks/change-webhooks.handler';
import { WebhookDeliveries } from './webhooks/webhook-delivery.service';
import { WebhooksController } from './webhooks/webhooks.controller';

/**
 * The integration surface for developers: API keys (and the person each acts for) and signed webhooks. Global: the sign-in guard of
 * every context finds a key's person through API_KEY_RESOLVER.
 */
@Global()
@Module({
  controllers: [ApiKeysController, WebhooksController],
  providers: [ChangeApiKeysHandler, ChangeWebhooksHandler, WebhookDeliveries, RateLimits, { provide: API_KEY_RESOLVER, useClass: ApiKeyRequestResolver }],
  exports: [API_KEY_RESOLVER],
})
export class DevelopersModule {}
