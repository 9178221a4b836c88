/** `npm run x-simulator`: serves the simulated X on X_SIMULATOR_PORT (default 4010) and prints the demo cookies. */
import { DEMO_SESSIONS, startXSimulator } from './index';

async function main(): Promise<void> {
  const port = Number(process.env.X_SIMULATOR_PORT || 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('X_SIMULATOR_PORT must be a port number');
  const host = process.env.X_SIMULATOR_HOST ?? '127.0.0.1';
  const simulator = await startXSimulator({ port, host });
  const lines = [
    `X simulator listening on ${simulator.url}`,
    `Point the app at it: X_API_BASE=${simulator.url}`,
    '',
    'Demo accounts (paste into Connect Account):',
  ];
  for (const session of DEMO_SESSIONS) {
    lines.push(`  @${session.screenName} (${session.label})`, `    Auth Token: ${session.authToken}`, `    CT0 Token:  ${session.ct0}`);
  }
  lines.push(
    '',
    'Lead sources: @growthhq (250,000 followers), @saasfounders, @cryptodesk, @coachcollective;',
    'tweets 1800000000000000001 and 1800000000000000002 for retweeters and likers.',
    'New recipients reply a few seconds after a DM: 10% to 40% of them, by its wording; an account gets its first reply by its fifth.',
    `Sent DMs: GET ${simulator.url}/__sim/dms   Stats: GET ${simulator.url}/__sim/stats`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  const stop = () => {
    simulator.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
