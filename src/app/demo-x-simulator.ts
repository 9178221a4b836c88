import type { Logger } from 'pino';
import type { AppConfig } from '../platform/config/config';

/**
 * Demo mode (X_SIMULATOR=1): starts the local X simulator and points the X gateway at it, so the product can
 * be tried end to end without touching X. Mutates config.X_API_BASE before any module reads it. The simulator
 * is loaded only here, so a production process never loads the stand-in's code.
 */
export async function startDemoXSimulator(config: AppConfig, logger: Logger) {
  const { DEMO_SESSIONS, startXSimulator } = await import('../stand-ins/x/index.js');
  const simulator = await startXSimulator({ port: config.X_SIMULATOR_PORT, host: '127.0.0.1' });
  config.X_API_BASE = simulator.url;
  logger.info(
    { url: simulator.url, accounts: DEMO_SESSIONS.map((session) => session.screenName) },
    'X simulator running (demo mode): connect an account with the demo tokens from the README',
  );
  return simulator;
}
