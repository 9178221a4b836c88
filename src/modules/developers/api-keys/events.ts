import type { Event } from '../../../platform/event-store/event-store.port';
import type { ApiKeyScope } from '../contract/schemas';

/**
 * A workspace's API keys: made and revoked. The key itself never appears: only its SHA-256 and its first
 * characters (to tell keys apart on screen).
 */
export type ApiKeyCreated = Event<
  'ApiKeyCreated',
  { workspaceId: string; keyId: string; name: string; scope: ApiKeyScope; prefix: string; keyHash: string; expiresAt: string | null; createdBy: string; at: string }
>;
export type ApiKeyRevoked = Event<'ApiKeyRevoked', { workspaceId: string; keyId: string; at: string }>;

export type ApiKeyEvent = ApiKeyCreated | ApiKeyRevoked;

export const apiKeyEventTypes: ApiKeyEvent['type'][] = ['ApiKeyCreated', 'ApiKeyRevoked'];

export const apiKeysStreamId = (workspaceId: string) => `api-keys-${workspaceId}`;
