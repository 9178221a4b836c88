import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { serverMessageOrFailure } from './command-failure';

describe('a failure told with the API message or the failure alone', () => {
  it('given a refusal with the API message, when told, then the message alone, as a warning', () => {
    const error = new HttpError('No account', 400, { message: 'Connect an X account first', code: 'no_connected_account' });
    expect(serverMessageOrFailure('Failed to start scraping', error)).toEqual({ message: 'Connect an X account first', type: 'warning' });
  });

  it('given a failure without the API message, when told, then the failure alone, without the detail, as an error', () => {
    expect(serverMessageOrFailure('Failed to start scraping', new HttpError('Internal Server Error', 500))).toEqual({
      message: 'Failed to start scraping',
      type: 'error',
    });
    expect(serverMessageOrFailure('Failed to start scraping', new Error('Failed to fetch'))).toEqual({
      message: 'Failed to start scraping',
      type: 'error',
    });
  });
});
