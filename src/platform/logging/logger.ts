import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

// Secrets never reach the logs: cookies, bearer tokens, X session tokens and proxy passwords are redacted.
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.auth_token',
  '*.authToken',
  '*.ct0',
  '*.ct0_token',
  '*.password',
  '*.proxy_password',
  '*.proxyPassword',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: { service: 'outtwit' } });
}

/** Sends Nest's own log lines to the same JSON logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
