import type { RecordedEvent } from '../event-store/event-store.port';

/** A batch failed and, applied event by event, this event is the one that fails. */
export class EventFailedError extends Error {
  override readonly name = 'EventFailedError';
  constructor(
    readonly event: RecordedEvent,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** The failing projection stopped on an event; it stays stopped until a retry or a rebuild clears it. */
export class ProjectionFailedError extends Error {
  override readonly name = 'ProjectionFailedError';
  constructor(
    projection: string,
    readonly error: string,
  ) {
    super(`Projection ${projection} failed: ${error}`);
  }
}

// SQLSTATE classes and codes that say nothing about the event: the connection, the server or contention.
const TRANSIENT_SQLSTATE = /^(08|53|57P0|40001|40P01|55P03)/;
const TRANSIENT_MESSAGE = /connection|terminat|ECONN|EPIPE|ETIMEDOUT|timeout exceeded|Client was closed/i;

/**
 * Whether an error would most likely go away by itself (a dropped connection, a restarting server, a
 * deadlock): such failures are retried without limit. Any other error is the event's or the code's, and
 * counts towards the projection's attempts.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return TRANSIENT_SQLSTATE.test(code);
  return TRANSIENT_MESSAGE.test(error.message) || (typeof code === 'string' && TRANSIENT_MESSAGE.test(code));
}
