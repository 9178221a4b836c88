import { type AccountRow, accountMessages, type ProxyBody, type ProxyTestAnswer } from '@shared/accounts/contract';
import { useState } from 'react';
import { serverMessage } from '../../providers/dataProvider';
import { useAccountCommands } from './account-commands';
import { useReloadAccounts } from './accounts-api';
import type { ProxyBusy } from './ProxyDialog';

/**
 * What the account rows and their modals do: disconnect (the row leaves the list at once; on failure the list
 * is reloaded), 'Check now', the proxy's save, remove and test, and the downgrade chooser's keep. Each ends in
 * the specification's toast (see useAccountCommands).
 */
export function useAccountActions() {
  const commands = useAccountCommands();
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
      noticeOf(await commands.disconnect.mutateAsync(account.id));
      return true;
    } catch {
      setRemoved((current) => {
        const next = new Set(current);
        next.delete(account.id);
        return next;
      });
      return false;
    } finally {
      setDisconnecting(false);
      void reload();
    }
  };

  const check = async (account: AccountRow) => {
    setChecking((current) => new Set(current).add(account.id));
    try {
      await commands.check.mutateAsync(account);
    } catch {
      // Told by the command's toast.
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
      await commands.saveProxy.mutateAsync({ id: account.id, body });
      setProxyTest(null);
      return true;
    } catch {
      return false;
    } finally {
      setProxyBusy(null);
      void reload();
    }
  };

  const removeProxy = async (account: AccountRow): Promise<boolean> => {
    setProxyBusy('remove');
    try {
      await commands.removeProxy.mutateAsync(account.id);
      setProxyTest(null);
      return true;
    } catch {
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
      setProxyTest(await commands.testProxy.mutateAsync(account.id));
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
      noticeOf(await commands.keep.mutateAsync(account.id));
      return true;
    } catch {
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
