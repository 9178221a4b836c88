import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { planAllows } from '../../billing';
import { accountMessages, type HealthState, type ProxyType } from '../contract';
import type { AccountEvent, DisconnectReason } from './events';
import { evolve, findByProfileId, initialState, type AccountsState } from './state';
import type { PlanName } from '../../billing/contract';

export type { PlanName };

/** The user's plan as the plans read model has it; null when the user has no plan record yet. */
export interface PlanAllowance {
  plan: PlanName;
  allowedAccounts: number;
}

/** The X account as X described it when its tokens were verified. */
export interface VerifiedAccount {
  profileId: string;
  username: string;
  name: string;
  profileImageUrl: string | null;
  verified: boolean;
  /** When the X account was created (ISO); null: X did not say; absent: not read this time. */
  xCreatedAt?: string | null;
  /** Conversations in its DM inbox, counted up to 10; null: unknown; absent: not read this time. */
  conversations?: number | null;
}

export type AccountsCommand =
  | { type: 'ConnectAccount'; userId: string; accountId: string; account: VerifiedAccount; plan: PlanAllowance | null; at: string }
  | {
      type: 'ConfigureProxy';
      userId: string;
      accountId: string;
      proxy: { type: ProxyType; host: string; port: number; username: string | null; hasPassword: boolean };
      at: string;
    }
  | { type: 'RemoveProxy'; userId: string; accountId: string; at: string }
  | {
      type: 'RecordHealth';
      userId: string;
      accountId: string;
      health: HealthState;
      detail: string | null;
      profile?: Omit<VerifiedAccount, 'profileId'>;
      by: 'job' | 'user';
      at: string;
    }
  | { type: 'DisconnectAccount'; userId: string; accountId: string; reason: DisconnectReason; at: string }
  /** The downgrade chooser: keep this one, disconnect the rest, when the plan allows fewer than are connected. */
  | { type: 'KeepAccount'; userId: string; accountId: string; plan: PlanAllowance | null; at: string };

const notFound = () => new DomainError(accountMessages.notFound, 'account_not_found', 'not_found');

/**
 * Whether one more account may be connected (specification section 5): a free plan or no plan cannot connect;
 * Basic allows 1; any plan stops at its allowed_accounts. Throws the specification's message otherwise.
 */
export function checkCanConnect(connected: number, plan: PlanAllowance | null): void {
  const name = plan?.plan ?? 'free';
  // The same rule as billing's plan gate (`connectAccounts`), with the specification's two free plan messages.
  if (!planAllows(name, 'connectAccounts')) {
    if (connected >= 1) throw new DomainError(accountMessages.planLimit.free, 'plan_limit', 'forbidden');
    throw new DomainError(accountMessages.upgradeToConnect, 'plan_required', 'forbidden');
  }
  if (name === 'basic' && connected >= 1) throw new DomainError(accountMessages.planLimit.basic, 'plan_limit', 'forbidden');
  const allowed = plan?.allowedAccounts ?? 0;
  if (connected >= allowed) throw new DomainError(accountMessages.planLimit.reached(allowed), 'plan_limit', 'forbidden');
}

/** The number of accounts a plan allows (a free plan or none: 0). */
export const allowedBy = (plan: PlanAllowance | null) => (plan && plan.plan !== 'free' ? (plan.plan === 'basic' ? 1 : plan.allowedAccounts) : 0);


export function decide(command: AccountsCommand, state: AccountsState): AccountEvent[] {
  const { userId, at } = command;
  switch (command.type) {
    case 'ConnectAccount': {
      // The same X account (by X's id) is already connected: with these tokens or others, it is connected.
      if (findByProfileId(state, command.account.profileId)) {
        throw new DomainError(accountMessages.alreadyConnected, 'already_connected', 'conflict');
      }
      checkCanConnect(state.accounts.size, command.plan);
      const { account } = command;
      return [
        {
          type: 'AccountConnected',
          data: {
            userId,
            accountId: command.accountId,
            profileId: account.profileId,
            username: account.username,
            name: account.name,
            profileImageUrl: account.profileImageUrl,
            verified: account.verified,
            xCreatedAt: account.xCreatedAt ?? null,
            conversations: account.conversations ?? null,
            at,
          },
        },
      ];
    }
    case 'ConfigureProxy': {
      if (!state.accounts.has(command.accountId)) throw notFound();
      const { proxy } = command;
      return [
        {
          type: 'ProxyConfigured',
          data: {
            userId,
            accountId: command.accountId,
            proxyType: proxy.type,
            host: proxy.host,
            port: proxy.port,
            username: proxy.username,
            hasPassword: proxy.hasPassword,
            at,
          },
        },
      ];
    }
    case 'RemoveProxy': {
      const account = state.accounts.get(command.accountId);
      if (!account) throw notFound();
      if (!account.hasProxy) return [];
      return [{ type: 'ProxyRemoved', data: { userId, accountId: command.accountId, at } }];
    }
    case 'RecordHealth': {
      const account = state.accounts.get(command.accountId);
      // A check that finishes after the account was disconnected records nothing.
      if (!account) return [];
      const profile = command.profile;
      const profileChanged =
        profile !== undefined &&
        (profile.username !== account.username ||
          profile.name !== account.name ||
          profile.profileImageUrl !== account.profileImageUrl ||
          profile.verified !== account.verified ||
          (profile.xCreatedAt !== undefined && profile.xCreatedAt !== account.xCreatedAt) ||
          (profile.conversations !== undefined && profile.conversations !== account.conversations));
      const unchanged = account.health === command.health && account.detail === command.detail && !profileChanged;
      // The periodic check records changes only, so the stream does not grow with every sweep; Check now always.
      if (unchanged && command.by === 'job') return [];
      return [
        {
          type: 'AccountHealthChecked',
          data: {
            userId,
            accountId: command.accountId,
            health: command.health,
            detail: command.detail,
            ...(profile ?? {}),
            by: command.by,
            at,
          },
        },
      ];
    }
    case 'DisconnectAccount': {
      const account = state.accounts.get(command.accountId);
      if (!account) throw notFound();
      return [
        {
          type: 'AccountDisconnected',
          data: { userId, accountId: account.accountId, profileId: account.profileId, username: account.username, reason: command.reason, at },
        },
      ];
    }
    case 'KeepAccount': {
      if (!state.accounts.has(command.accountId)) throw notFound();
      const allowed = allowedBy(command.plan);
      if (state.accounts.size <= Math.max(1, allowed)) {
        throw new DomainError(accountMessages.nothingToAdjust, 'nothing_to_adjust', 'conflict');
      }
      return [...state.accounts.values()]
        .filter((account) => account.accountId !== command.accountId)
        .map((account) => ({
          type: 'AccountDisconnected' as const,
          data: { userId, accountId: account.accountId, profileId: account.profileId, username: account.username, reason: 'plan_adjustment' as const, at },
        }));
    }
  }
}

export const accountsDecider: Decider<AccountsCommand, AccountsState, AccountEvent> = { initialState, evolve, decide };
