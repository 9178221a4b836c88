/**
 * An error the user can act on: its message is the specification's text and reaches the client as
 * `{ message, code }` with a 4xx status.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 = 400,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
