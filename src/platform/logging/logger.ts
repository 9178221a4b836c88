import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import { redactText, redactUrl } from './redact-url';

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

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * How requests and errors are logged. URLs carry secrets too (reset tokens in paths, OAuth codes and
 * states in queries): they are redacted wherever a URL is written, and text is scanned for them.
 */
export const serializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: (error: Error) => {
    const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
    for (const field of ['message', 'stack']) {
      if (typeof serialized[field] === 'string') serialized[field] = redactText(serialized[field] as string);
    }
    return serialized;
  },
};

let sharedDestination: DestinationStream | undefined;
let standardOutput: DestinationStream | undefined;

/**
 * Standard output, written asynchronously: lines logged while a write is under way go out together in the
 * next one, so a busy server makes one write for many requests instead of one each. Nothing waits when the
 * server is quiet, and what is buffered is flushed when the process exits.
 */
function stdoutDestination(): DestinationStream {
  standardOutput ??= pino.destination({ dest: 1, sync: false });
  return standardOutput;
}

/** Sends the JSON lines of every logger created from now on to `destination` (standard output when undefined). */
export function writeLogsTo(destination: DestinationStream | undefined): void {
  sharedDestination = destination;
}

export function createLogger(level: string, destination = sharedDestination ?? stdoutDestination()): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT, censor: '[redacted]' },
      base: { service: 'outtwit' },
      serializers,
      hooks: {
        // Messages are free text and may quote a URL.
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
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
