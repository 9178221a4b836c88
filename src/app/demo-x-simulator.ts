import type { Logger } from 'pino';
import { runnerDaySpeed } from '../modules/runner';
import type { AppConfig } from '../platform/config/config';

/**
 * Demo mode (X_SIMULATOR, on by default in development): starts the local X simulator and points the X gateway at it (and Connect Account offers its demo accounts), so the product can
 * be tried end to end without touching X. Mutates config.X_API_BASE before any module reads it. The simulator
 * is loaded only here, so a production process never loads the stand-in's code.
 */
const DEFAULT_SIMULATOR_PORT = 4010;

export async function startDemoXSimulator(config: AppConfig, logger: Logger) {
  const { DEFAULT_SIM_LIMITS, DEMO_SESSIONS, demoScrapeTargets, startXSimulator } = await import('../stand-ins/x/index.js');
  // The runner's demo day passes in seconds: X's budgets per window grow by the same factor (a campaign of uploaded
  // leads looks each one up, and 95 lookups per real 15 minutes stalled a demo campaign for a quarter of an hour).
  const speed = runnerDaySpeed(config);
  const limits = Object.fromEntries(Object.entries(DEFAULT_SIM_LIMITS).map(([endpoint, limit]) => [endpoint, Math.ceil(limit * speed)]));
  const start = (port: number) => startXSimulator({ port, host: '127.0.0.1', limits });
  // The usual port when it is free; a port taken by another demo or `npm run x-simulator` only matters when set.
  const simulator =
    config.X_SIMULATOR_PORT !== undefined
      ? await start(config.X_SIMULATOR_PORT)
      : await start(DEFAULT_SIMULATOR_PORT).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EADDRINUSE') throw error;
          return start(0);
        });
  config.X_API_BASE = simulator.url;
  config.demoXAccounts = DEMO_SESSIONS.map(({ screenName, label, authToken, ct0 }) => ({ screenName, label, authToken, ct0 }));
  config.demoXTargets = demoScrapeTargets();
  logger.info(
    { url: simulator.url, accounts: DEMO_SESSIONS.map((session) => session.screenName) },
    'X simulator running (demo mode): Connect Account offers its demo accounts',
  );
  return simulator;
}
