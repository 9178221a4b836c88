import type { ApiKeyEvent } from './events';

/** A workspace's keys that are not revoked, with when each expires (null: never). */
export interface ApiKeysState {
  active: Map<string, { expiresAt: string | null }>;
}

export const initialState = (): ApiKeysState => ({ active: new Map() });

export function evolve(state: ApiKeysState, event: ApiKeyEvent): ApiKeysState {
  switch (event.type) {
    case 'ApiKeyCreated':
      state.active.set(event.data.keyId, { expiresAt: event.data.expiresAt });
      return state;
    case 'ApiKeyRevoked':
      state.active.delete(event.data.keyId);
      return state;
    default:
      return state;
  }
}

/** Keys that still work at `nowMs`: not revoked, not expired. */
export const workingKeys = (state: ApiKeysState, nowMs: number): number =>
  [...state.active.values()].filter((key) => key.expiresAt === null || new Date(key.expiresAt).getTime() > nowMs).length;
