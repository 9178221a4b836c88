import { Global, Module } from '@nestjs/common';
import { API_KEY_RESOLVER } from '../../platform/http/current-user';
import { RateLimits } from '../../platform/http/rate-limits';
import { ApiKeyRequestResolver } from './access/api-key-request-resolver';
import { ApiKeysController } from './api-keys.controller';
import { ChangeApiKeysHandler } from './commands/change-api-keys.handler';

/**
 * The integration surface for developers: API keys (and the person each acts for). Global: the sign-in guard of
 * every context finds a key's person through API_KEY_RESOLVER.
 */
@Global()
@Module({
  controllers: [ApiKeysController],
  providers: [ChangeApiKeysHandler, RateLimits, { provide: API_KEY_RESOLVER, useClass: ApiKeyRequestResolver }],
  exports: [API_KEY_RESOLVER],
})
export class DevelopersModule {}
