import 'reflect-metadata';
import { startServer } from './app/start';
import { inspect } from 'node:util';
import { ConfigError, loadConfig } from './platform/config/config';
import { EmbeddedPostgresError } from './platform/database/embedded-postgres-error';

async function main() {
  const server = await startServer(loadConfig());
  // A plain line among the JSON logs: where a person opens the app.
  if (server.url) process.stdout.write(`OutTwit is running at ${server.url}\n`);
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
  // So is a database that cannot start: the message says what failed and what to do.
  if (error instanceof EmbeddedPostgresError) {
    process.stderr.write(`Cannot start: ${error.message}\n`);
    process.exit(1);
  }
  // Anything else is a defect: show all of it, even when what was thrown is not an Error.
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : inspect(error)}\n`);
  process.exit(1);
});
