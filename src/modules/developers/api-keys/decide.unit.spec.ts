import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../platform/http/domain-error';
import { apiKeyMessages } from '../contract/messages';
import { MAX_ACTIVE_API_KEYS } from '../contract/schemas';
import { type ApiKeyCommand, apiKeysDecider } from './decide';
import type { ApiKeyEvent } from './events';

const NOW = Date.parse('2026-11-29T10:00:00Z');
const given = (...events: ApiKeyEvent[]) => ({
  when: (command: ApiKeyCommand) => apiKeysDecider.decide(command, events.reduce(apiKeysDecider.evolve, apiKeysDecider.initialState())),
});
const create = (keyId: string, over: Partial<Extract<ApiKeyCommand, { type: 'CreateApiKey' }>> = {}): ApiKeyCommand => ({
  type: 'CreateApiKey',
  workspaceId: 'w1',
  keyId,
  name: `Key ${keyId}`,
  scope: 'read',
  prefix: 'otk_abcd',
  keyHash: `hash-${keyId}`,
  expiresInDays: null,
  createdBy: 'ana',
  nowMs: NOW,
  ...over,
});
const created = (keyId: string, expiresAt: string | null = null): ApiKeyEvent => ({
  type: 'ApiKeyCreated',
  data: { workspaceId: 'w1', keyId, name: keyId, scope: 'write', prefix: 'otk_', keyHash: `hash-${keyId}`, expiresAt, createdBy: 'ana', at: new Date(NOW).toISOString() },
});
const refusal = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, status: error.status };
  }
  throw new Error('not refused');
};

describe('API keys', () => {
  it('given a workspace, when a key is made, then only its hash and prefix are recorded, with its expiry from now', () => {
    expect(given().when(create('k1', { expiresInDays: 30 }))).toEqual([
      {
        type: 'ApiKeyCreated',
        data: expect.objectContaining({ keyId: 'k1', keyHash: 'hash-k1', prefix: 'otk_abcd', scope: 'read', expiresAt: '2026-12-29T10:00:00.000Z', createdBy: 'ana' }),
      },
    ]);
    expect(JSON.stringify(given().when(create('k2')))).toContain('"expiresAt":null');
  });

  it(`refuses a key past ${MAX_ACTIVE_API_KEYS} working ones; revoked and expired keys free their place`, () => {
    const full = Array.from({ length: MAX_ACTIVE_API_KEYS }, (_, n) => created(`k${n}`));
    expect(refusal(() => given(...full).when(create('one-more')))).toEqual({ message: apiKeyMessages.tooMany(MAX_ACTIVE_API_KEYS), status: 409 });
    expect(given(...full, { type: 'ApiKeyRevoked', data: { workspaceId: 'w1', keyId: 'k0', at: '' } }).when(create('one-more'))).toHaveLength(1);
    const withExpired = [...full.slice(1), created('old', new Date(NOW - 1).toISOString())];
    expect(given(...withExpired).when(create('one-more'))).toHaveLength(1);
  });

  it('given a key, when it is revoked, then it is gone; revoking it again, or an unknown key, is not found', () => {
    expect(given(created('k1')).when({ type: 'RevokeApiKey', workspaceId: 'w1', keyId: 'k1', nowMs: NOW })).toEqual([
      { type: 'ApiKeyRevoked', data: { workspaceId: 'w1', keyId: 'k1', at: new Date(NOW).toISOString() } },
    ]);
    const revoked = given(created('k1'), { type: 'ApiKeyRevoked', data: { workspaceId: 'w1', keyId: 'k1', at: '' } });
    expect(refusal(() => revoked.when({ type: 'RevokeApiKey', workspaceId: 'w1', keyId: 'k1', nowMs: NOW }))).toEqual({ message: apiKeyMessages.notFound, status: 404 });
    expect(refusal(() => given().when({ type: 'RevokeApiKey', workspaceId: 'w1', keyId: 'nope', nowMs: NOW }))).toMatchObject({ status: 404 });
  });
});
