import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import { type AppConfig, ConfigError } from '../../platform/config/config';
import { loadXApiSettings, XApiSettingsError } from './http/x-api-settings';
import { XHttpGateway } from './http/x-http-gateway';
import { RateLimitPacer } from './rate-limit-pacer';
import { X_GATEWAY } from './tokens';

export { X_GATEWAY } from './tokens';

/** X's settings from the environment (query ids, feature flags, timeouts), with the base the app settled on. */
function xApiSettings(config: AppConfig) {
  try {
    return loadXApiSettings({ ...process.env, X_API_BASE: config.X_API_BASE });
  } catch (error) {
    if (error instanceof XApiSettingsError) throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
    throw error;
  }
}

/** Provides the X gateway: X's web API at X_API_BASE (the simulator's address in demo mode). */
@Module({
  providers: [
    {
      provide: X_GATEWAY,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new XHttpGateway({ settings: xApiSettings(config), pacer: new RateLimitPacer() }),
    },
  ],
  exports: [X_GATEWAY],
})
export class XModule implements OnApplicationShutdown {
  constructor(@Inject(X_GATEWAY) private readonly gateway: XHttpGateway) {}

  async onApplicationShutdown(): Promise<void> {
    await this.gateway.close();
  }
}
