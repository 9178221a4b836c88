import { type AccountsUsage, accountMessages } from '@shared/accounts/contract';
import { useState } from 'react';
import { serverMessage } from '../../providers/dataProvider';
import { useConnectCommand } from './account-commands';
import { isPlanRefusal } from './account-notices';
import { useReloadAccounts } from './accounts-api';
import type { ConnectTokens } from './useConnectForm';

/** What the plan-limit modal says: the refusal and the plan's allowance. */
export interface PlanLimit {
  message: string;
  allowed: number | null;
}

/**
 * Connecting an account with tokens the connect form checked (or a demo account's): the API checks, in the
 * specification's order, that the pair is new, that the plan has room, and the tokens with X. Every outcome is
 * a toast in the specification's words, except plan limits, which open the plan-limit modal.
 */
export function useConnectAccount(usage: AccountsUsage | undefined) {
  const command = useConnectCommand();
  const reload = useReloadAccounts();
  const [busy, setBusy] = useState(false);
  const [limit, setLimit] = useState<PlanLimit | null>(null);
  const [connected, setConnected] = useState(false);

  /** Resolves to true when the account was connected. */
  const connect = async (tokens: ConnectTokens): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      await command.mutateAsync(tokens);
      setConnected(true);
      void reload();
      return true;
    } catch (error) {
      // Other failures are told by the command's toast.
      if (isPlanRefusal(error)) {
        setLimit({ message: serverMessage(error) ?? accountMessages.upgradeToConnect, allowed: usage?.allowed ?? null });
        void reload();
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { connect, busy, connected, limit, closeLimit: () => setLimit(null) };
}
