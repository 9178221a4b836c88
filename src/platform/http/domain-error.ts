/**
 * What kind of refusal a domain error is. Deciders say what went wrong in the domain's terms; the HTTP
 * error filter alone turns a kind into a status, so the domain knows nothing of HTTP.
 */
export type DomainErrorKind = 'validation' | 'not_found' | 'conflict' | 'gone' | 'forbidden' | 'payment_required' | 'too_large' | 'rate_limited' | 'unavailable';

/** The status each kind answers with. */
export const STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  validation: 400,
  forbidden: 403,
  payment_required: 402,
  not_found: 404,
  conflict: 409,
  /** It existed and can no longer be used (an invitation expired, used or revoked). */
  gone: 410,
  too_large: 413,
  rate_limited: 429,
  /** The work could not be done now (a search stopped by its time limit); trying again later or with less may. */
  unavailable: 503,
};

/**
 * An error the user can act on: its message is the specification's text and reaches the client as
 * `{ message, code }` with the 4xx status of its kind.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly kind: DomainErrorKind = 'validation',
    /** For a rate limit: when to try again (answered as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get status(): number {
    return STATUS_OF_KIND[this.kind];
  }
}
