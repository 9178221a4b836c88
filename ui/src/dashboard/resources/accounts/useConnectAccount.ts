import { type AccountsUsage, accountMessages, cleanToken } from '@shared/accounts/contract';
import { useState } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { serverMessage } from '../../providers/dataProvider';
import { errorCode, useAccountsApi, useReloadAccounts } from './accounts-api';

/** What the plan-limit modal says: the refusal and the plan's allowance. */
export interface PlanLimit {
  message: string;
  allowed: number | null;
}

/** The codes of refusals that are the plan's, not the tokens'. */
const PLAN_CODES = new Set(['plan_limit', 'plan_required']);

/**
 * Connecting an account: both tokens required (trimmed, quotes stripped), then the API checks, in the
 * specification's order, that the pair is new, that the plan has room, and the tokens with X. Every outcome is
 * a toast in the specification's words, except plan limits, which open the plan-limit modal.
 */
export function useConnectAccount(usage: AccountsUsage | undefined) {
  const api = useAccountsApi();
  const notify = useNotify();
  const reload = useReloadAccounts();
  const [busy, setBusy] = useState(false);
  const [limit, setLimit] = useState<PlanLimit | null>(null);
  const [connected, setConnected] = useState(false);

  /** Resolves to true when the account was connected. */
  const connect = async (authToken: string, ct0Token: string): Promise<boolean> => {
    if (busy) return false;
    const auth = cleanToken(authToken);
    const ct0 = cleanToken(ct0Token);
    if (!auth || !ct0) {
      notify(accountMessages.tokensRequired, { type: 'warning' });
      return false;
    }
    setBusy(true);
    try {
      const answer = await api.connect({ auth_token: auth, ct0_token: ct0 });
      notify(answer.message || accountMessages.connected, { type: 'success' });
      setConnected(true);
      void reload();
      return true;
    } catch (error) {
      const code = errorCode(error);
      const message = serverMessage(error);
      if (code && PLAN_CODES.has(code)) {
        setLimit({ message: message ?? accountMessages.upgradeToConnect, allowed: usage?.allowed ?? null });
        void reload();
      } else if (code === 'tokens_required') notify(message ?? accountMessages.tokensRequired, { type: 'warning' });
      else if (error instanceof HttpError) notify(message ?? accountMessages.connectFailed, { type: 'error' });
      else notify(accountMessages.unexpectedError, { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { connect, busy, connected, limit, closeLimit: () => setLimit(null) };
}
