import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { apiKeyMessages } from '../contract/messages';
import { type ApiKeyScope, MAX_ACTIVE_API_KEYS } from '../contract/schemas';
import type { ApiKeyEvent } from './events';
import { type ApiKeysState, evolve, initialState, workingKeys } from './state';

export type ApiKeyCommand =
  | {
      type: 'CreateApiKey';
      workspaceId: string;
      keyId: string;
      name: string;
      scope: ApiKeyScope;
      /** Computed by the caller: the key is random, so the decider only sees what is kept of it. */
      prefix: string;
      keyHash: string;
      expiresInDays: number | null;
      createdBy: string;
      nowMs: number;
    }
  | { type: 'RevokeApiKey'; workspaceId: string; keyId: string; nowMs: number };

const DAY_MS = 86_400_000;

export function decide(command: ApiKeyCommand, state: ApiKeysState): ApiKeyEvent[] {
  const at = new Date(command.nowMs).toISOString();
  switch (command.type) {
    case 'CreateApiKey': {
      if (workingKeys(state, command.nowMs) >= MAX_ACTIVE_API_KEYS) throw new DomainError(apiKeyMessages.tooMany(MAX_ACTIVE_API_KEYS), 'too_many_keys', 'conflict');
      const expiresAt = command.expiresInDays === null ? null : new Date(command.nowMs + command.expiresInDays * DAY_MS).toISOString();
      const { workspaceId, keyId, name, scope, prefix, keyHash, createdBy } = command;
      return [{ type: 'ApiKeyCreated', data: { workspaceId, keyId, name, scope, prefix, keyHash, expiresAt, createdBy, at } }];
    }
    case 'RevokeApiKey':
      // An expired key can still be revoked (it leaves the list); a revoked or unknown one is not found.
      if (!state.active.has(command.keyId)) throw new DomainError(apiKeyMessages.notFound, 'api_key_not_found', 'not_found');
      return [{ type: 'ApiKeyRevoked', data: { workspaceId: command.workspaceId, keyId: command.keyId, at } }];
  }
}

export const apiKeysDecider: Decider<ApiKeyCommand, ApiKeysState, ApiKeyEvent> = { initialState, evolve, decide };
