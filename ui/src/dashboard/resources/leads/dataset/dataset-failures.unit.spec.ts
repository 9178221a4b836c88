import { datasetMessages } from '@shared/dataset/contract';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createFailure, searchFailure } from './dataset-failures';

const refused = (status: number, message?: string) => new HttpError(message ?? 'Bad Request', status, message ? { message } : undefined);

describe('how a failed database search is told', () => {
  it('given a lost session, when told, then it says the authentication failed', () => {
    expect(searchFailure(refused(401, 'Unauthorized'))).toEqual({ message: datasetMessages.authFailed, type: 'error' });
  });

  it('given a refusal with the API message, when told, then the message is shown alone', () => {
    expect(searchFailure(refused(400, 'Keywords are too long'))).toEqual({ message: 'Keywords are too long', type: 'error' });
  });

  it('given a server failure, when told, then the reason it carried is in the specification message', () => {
    expect(searchFailure(refused(500, 'Database unavailable')).message).toBe(datasetMessages.searchFailed('Database unavailable'));
    expect(searchFailure(new Error('Failed to fetch')).message).toBe(datasetMessages.searchFailed('Failed to fetch'));
    expect(searchFailure('offline').message).toBe(datasetMessages.searchFailed('unknown error'));
  });
});

describe('how a lead source that was not created is told', () => {
  it('given a lost session, when told, then it says the authentication failed, as an error', () => {
    expect(createFailure(refused(401, 'Unauthorized'))).toEqual({ message: datasetMessages.authFailed, type: 'error' });
  });

  it('given a refusal with the API message, when told, then the message alone, as a warning', () => {
    expect(createFailure(refused(409, 'Name taken'))).toEqual({ message: 'Name taken', type: 'warning' });
  });

  it('given a server failure, when told, then the specification message alone, as an error', () => {
    expect(createFailure(refused(500, 'Database unavailable'))).toEqual({ message: datasetMessages.prepareFailed, type: 'error' });
    expect(createFailure(refused(400))).toEqual({ message: datasetMessages.prepareFailed, type: 'warning' });
  });
});
