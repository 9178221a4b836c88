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
    const serialized = pino.stdSerializers.err(error);
    // Typed as strings, but an error thrown by other code may carry anything there.
    if (typeof serialized.message === 'string') serialized.message = redactText(serialized.message);
    if (typeof serialized.stack === 'string') serialized.stack = redactText(serialized.stack);
    return serialized;
  },
};

let sharedDestination: DestinationStream | undefined;
let standardOutput: BatchedStandardOutput | undefined;

/**
 * Standard output, with the lines logged during one turn of the event loop written together by one write once
 * that turn's work is done (a busy server makes one write for many requests instead of one each; a quiet one
 * writes each line at once). Whatever is pending is written when the process exits, however it exits.
 */
class BatchedStandardOutput implements DestinationStream {
  private readonly out = pino.destination({ dest: 1, sync: true });
  private pending: string[] = [];
  private scheduled = false;

  constructor() {
    process.on('exit', () => this.flush());
  }

  write(line: string): void {
    this.pending.push(line);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  flush(): void {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    this.out.write(text);
  }
}

function stdoutDestination(): DestinationStream {
  standardOutput ??= new BatchedStandardOutput();
  return standardOutput;
}

/** Sends the JSON lines of every logger to `destination` (standard output when undefined). */
export function writeLogsTo(destination: DestinationStream | undefined): void {
  sharedDestination = destination;
}

/** Wherever `writeLogsTo` points when a line is written. */
const currentDestination: DestinationStream = { write: (line: string) => (sharedDestination ?? stdoutDestination()).write(line) };

let root: Logger | undefined;

/** The process's one pino instance: its redaction, serializers and destination are shared by every logger. */
function rootLogger(): Logger {
  root ??= pino(
    {
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
    currentDestination,
  );
  return root;
}

/** A logger at `level` on the shared instance; services add their `context` with `.child({ context })`. */
export function createLogger(level: string): Logger {
  return rootLogger().child({}, { level });
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
