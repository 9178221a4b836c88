import { type AccountRow, accountMessages, type ProxyBody, type ProxyTestAnswer, withDetail } from '@shared/accounts/contract';
import { useState } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { serverMessage } from '../../providers/dataProvider';
import { useAccountsApi, useReloadAccounts } from './accounts-api';
import type { ProxyBusy } from './ProxyDialog';

/** A failure's toast: the specification's message, with the server's detail when it says more. */
function failure(main: string, error: unknown): string {
  const detail = serverMessage(error) ?? (error instanceof HttpError ? undefined : error instanceof Error ? error.message : undefined);
  if (!detail || detail === main) return main;
  // The server's own failure in the specification's words ('Failed to delete profile: ...') stands alone.
  if (/^Failed to /.test(detail)) return detail;
  return withDetail(main, detail);
}

/**
 * What the account rows and their modals do: disconnect (the row leaves the list at once; on failure the list
 * is reloaded), 'Check now', the proxy's save, remove and test, and the downgrade chooser's keep. Each ends in
 * the specification's toast.
 */
export function useAccountActions() {
  const api = useAccountsApi();
  const notify = useNotify();
  const reload = useReloadAccounts();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [checking, setChecking] = useState<ReadonlySet<string>>(new Set());
  const [proxyBusy, setProxyBusy] = useState<ProxyBusy>(null);
  const [proxyTest, setProxyTest] = useState<ProxyTestAnswer | null>(null);
  const [disconnecting, setDisconnecting] = useState(false);
  const [keeping, setKeeping] = useState(false);
  const [campaignsNotice, setCampaignsNotice] = useState<string | null>(null);

  const noticeOf = (answer: { campaigns_needing_selection: number; notice: string | null }) => {
    if (answer.campaigns_needing_selection > 0)
      setCampaignsNotice(answer.notice ?? accountMessages.campaignsNeedSelection(answer.campaigns_needing_selection));
  };

  const disconnect = async (account: AccountRow): Promise<boolean> => {
    setDisconnecting(true);
    setRemoved((current) => new Set(current).add(account.id));
    try {
      const answer = await api.disconnect(account.id);
      notify(answer.message || accountMessages.disconnected, { type: 'success' });
      noticeOf(answer);
      return true;
    } catch (error) {
      setRemoved((current) => {
        const next = new Set(current);
        next.delete(account.id);
        return next;
      });
      notify(failure(accountMessages.disconnectFailed, error), { type: 'error' });
      return false;
    } finally {
      setDisconnecting(false);
      void reload();
    }
  };

  const check = async (account: AccountRow) => {
    setChecking((current) => new Set(current).add(account.id));
    try {
      const answer = await api.check(account.id);
      const state = answer.account.health;
      const severity = state === 'healthy' ? 'success' : state === 'rate_limited' || state === 'unreachable' ? 'warning' : 'error';
      const what = answer.account.health_label ? `@${account.twitter_username}: ${answer.account.health_label}` : answer.message;
      notify(severity === 'success' ? answer.message || accountMessages.checked : what, { type: severity });
    } catch (error) {
      notify(serverMessage(error) ?? accountMessages.unexpectedError, { type: 'error' });
    } finally {
      setChecking((current) => {
        const next = new Set(current);
        next.delete(account.id);
        return next;
      });
      void reload();
    }
  };

  const saveProxy = async (account: AccountRow, body: ProxyBody): Promise<boolean> => {
    setProxyBusy('save');
    try {
      const answer = await api.saveProxy(account.id, body);
      notify(answer.message || accountMessages.proxySaved, { type: 'success' });
      setProxyTest(null);
      return true;
    } catch (error) {
      notify(failure(accountMessages.saveProxyFailed, error), { type: 'error' });
      return false;
    } finally {
      setProxyBusy(null);
      void reload();
    }
  };

  const removeProxy = async (account: AccountRow): Promise<boolean> => {
    setProxyBusy('remove');
    try {
      const answer = await api.removeProxy(account.id);
      notify(answer.message || accountMessages.proxyRemoved, { type: 'success' });
      setProxyTest(null);
      return true;
    } catch (error) {
      notify(failure(accountMessages.removeProxyFailed, error), { type: 'error' });
      return false;
    } finally {
      setProxyBusy(null);
      void reload();
    }
  };

  const testProxy = async (account: AccountRow) => {
    setProxyBusy('test');
    setProxyTest(null);
    try {
      setProxyTest(await api.testProxy(account.id));
    } catch (error) {
      setProxyTest({
        ok: false,
        exit_ip: null,
        message: accountMessages.proxyTestFailed(serverMessage(error) ?? accountMessages.unexpectedError),
      });
    } finally {
      setProxyBusy(null);
    }
  };

  const keep = async (account: AccountRow): Promise<boolean> => {
    setKeeping(true);
    try {
      const answer = await api.keep(account.id);
      notify(answer.message || accountMessages.adjustedForBasic, { type: 'success' });
      noticeOf(answer);
      return true;
    } catch (error) {
      notify(failure(accountMessages.adjustFailed, error), { type: 'error' });
      return false;
    } finally {
      setKeeping(false);
      void reload();
    }
  };

  return {
    removed,
    checking,
    proxyBusy,
    proxyTest,
    clearProxyTest: () => setProxyTest(null),
    disconnecting,
    keeping,
    campaignsNotice,
    dismissCampaignsNotice: () => setCampaignsNotice(null),
    disconnect,
    check,
    saveProxy,
    removeProxy,
    testProxy,
    keep,
  };
}
