import type { HealthState } from '../contract';
import type { AccountEvent } from './events';

export interface ConnectedAccount {
  accountId: string;
  profileId: string;
  username: string;
  hasProxy: boolean;
  health: HealthState;
  detail: string | null;
  name: string;
  profileImageUrl: string | null;
  verified: boolean;
  xCreatedAt: string | null;
  conversations: number | null;
}

/** A user's connected accounts, by account id. */
export interface AccountsState {
  accounts: Map<string, ConnectedAccount>;
}

export const initialState = (): AccountsState => ({ accounts: new Map() });

export function evolve(state: AccountsState, event: AccountEvent): AccountsState {
  switch (event.type) {
    case 'AccountConnected': {
      const { data } = event;
      state.accounts.set(data.accountId, {
        accountId: data.accountId,
        profileId: data.profileId,
        username: data.username,
        hasProxy: false,
        health: 'healthy',
        detail: null,
        name: data.name,
        profileImageUrl: data.profileImageUrl,
        verified: data.verified,
        xCreatedAt: data.xCreatedAt ?? null,
        conversations: data.conversations ?? null,
      });
      return state;
    }
    case 'ProxyConfigured':
    case 'ProxyRemoved': {
      const account = state.accounts.get(event.data.accountId);
      if (account) account.hasProxy = event.type === 'ProxyConfigured';
      return state;
    }
    case 'AccountHealthChecked': {
      const account = state.accounts.get(event.data.accountId);
      if (!account) return state;
      account.health = event.data.health;
      account.detail = event.data.detail;
      if (event.data.username !== undefined) account.username = event.data.username;
      if (event.data.name !== undefined) account.name = event.data.name;
      if (event.data.profileImageUrl !== undefined) account.profileImageUrl = event.data.profileImageUrl;
      if (event.data.verified !== undefined) account.verified = event.data.verified;
      if (event.data.xCreatedAt !== undefined) account.xCreatedAt = event.data.xCreatedAt;
      if (event.data.conversations !== undefined) account.conversations = event.data.conversations;
      return state;
    }
    case 'AccountDisconnected':
      state.accounts.delete(event.data.accountId);
      return state;
  }
}

export const findByProfileId = (state: AccountsState, profileId: string) =>
  [...state.accounts.values()].find((account) => account.profileId === profileId);
