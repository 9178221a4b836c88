import { type AccountRow, accountMessages, type ConnectAccountBody, type ProxyBody } from '@shared/accounts/contract';
import { useCommand } from '../../hooks/useCommand';
import { connectAccountAnswer, disconnectAccountAnswer, healthCheckAnswer, keepAccountAnswer, proxyAnswer, proxyTestAnswer } from './account-answers';
import { accountFailure, checkNotice, connectFailure, serverMessageAsError } from './account-notices';
import { ACCOUNTS } from './accounts-api';

/** Their callers reload the accounts and the plan themselves, after a failure too. */
const reloadedByCaller = { refresh: false } as const;

/** POST /api/accounts: connects an account; a refusal of the plan is the caller's to show. */
export function useConnectCommand() {
  return useCommand(ACCOUNTS, 'create', {
    answer: connectAccountAnswer,
    request: (body: ConnectAccountBody) => ({ data: body }),
    success: accountMessages.connected,
    failure: accountMessages.connectFailed,
    notice: (_failure, error) => connectFailure(error),
    ...reloadedByCaller,
  });
}

/**
 * The commands of the account rows and their modals: disconnect, 'Check now', the proxy's save, remove and test
 * (whose outcome the dialog shows, not a toast), and the downgrade chooser's keep. Each toasts the
 * specification's message.
 */
export function useAccountCommands() {
  const disconnect = useCommand(ACCOUNTS, 'delete', {
    answer: disconnectAccountAnswer,
    request: (id: string) => ({ id }),
    success: accountMessages.disconnected,
    failure: accountMessages.disconnectFailed,
    notice: accountFailure,
    ...reloadedByCaller,
  });
  const check = useCommand(ACCOUNTS, 'check', {
    answer: healthCheckAnswer,
    request: (account: AccountRow) => ({ id: account.id, data: {} }),
    success: (answer, account) => checkNotice(answer, account.twitter_username),
    failure: accountMessages.unexpectedError,
    notice: serverMessageAsError,
    ...reloadedByCaller,
  });
  const saveProxy = useCommand(ACCOUNTS, 'proxy', {
    answer: proxyAnswer,
    request: ({ id, body }: { id: string; body: ProxyBody }) => ({ id, data: body }),
    success: accountMessages.proxySaved,
    failure: accountMessages.saveProxyFailed,
    notice: accountFailure,
    ...reloadedByCaller,
  });
  const removeProxy = useCommand(ACCOUNTS, 'remove-proxy', {
    answer: proxyAnswer,
    request: (id: string) => ({ id }),
    success: accountMessages.proxyRemoved,
    failure: accountMessages.removeProxyFailed,
    notice: accountFailure,
    ...reloadedByCaller,
  });
  const testProxy = useCommand(ACCOUNTS, 'test-proxy', {
    answer: proxyTestAnswer,
    request: (id: string) => ({ id, data: {} }),
    success: () => null,
    failure: accountMessages.unexpectedError,
    notice: () => null,
    ...reloadedByCaller,
  });
  const keep = useCommand(ACCOUNTS, 'keep', {
    answer: keepAccountAnswer,
    request: (accountId: string) => ({ data: { account_id: accountId } }),
    success: accountMessages.adjustedForBasic,
    failure: accountMessages.adjustFailed,
    notice: accountFailure,
    ...reloadedByCaller,
  });
  return { disconnect, check, saveProxy, removeProxy, testProxy, keep };
}
