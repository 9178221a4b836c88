import 'reflect-metadata';
import { startServer } from './app/start';
import { ConfigError, loadConfig } from './platform/config/config';

async function main() {
  const server = await startServer(loadConfig());
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${signal} received, shutting down...\n`);
    const forced = setTimeout(() => process.exit(1), 15000);
    forced.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  // A bad setting is the operator's to fix: say which, without a stack trace.
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(78);
  }
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
