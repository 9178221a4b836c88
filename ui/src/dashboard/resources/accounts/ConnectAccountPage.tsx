import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Box from '@mui/material/Box';
import { type AccountRow, accountMessages } from '@shared/accounts/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { usePlan } from '../../hooks/usePlan';
import { serverMessage } from '../../providers/dataProvider';
import { ReadOnlyNote } from '../workspace/ReadOnlyNote';
import { useCan } from '../workspace/useCan';
import { useAccountList, useAccountsUsage } from './accounts-api';
import { AccountsPanel } from './AccountsPanel';
import { CampaignsNotice } from './CampaignsNotice';
import { ConnectErrorBoundary } from './ConnectErrorBoundary';
import { ConnectPanel } from './ConnectPanel';
import { connectLinks } from './connect-links';
import { Disclaimer } from './Disclaimer';
import { DowngradeChooserDialog } from './DowngradeChooserDialog';
import { PlanBanner } from './PlanBanner';
import { PlanLimitDialog } from './PlanLimitDialog';
import { ProxyDialog } from './ProxyDialog';
import { SendingLimitsDialog } from './SendingLimitsDialog';
import { NextStepNotice } from './NextStepNotice';
import { useAccountActions } from './useAccountActions';
import { useConnectAccount } from './useConnectAccount';
import { VideoGuideDialog } from './VideoGuideDialog';

type Video = 'connect' | 'proxy' | null;

/** A failed load is a warning toast in the specification's words ('Error fetching user data: ...'), once per failure. */
function useLoadWarning(error: unknown) {
  const notify = useNotify();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    const detail = serverMessage(error) ?? (error instanceof Error ? error.message : accountMessages.unexpectedError);
    notify(accountMessages.fetchUserDataWarning(detail), { type: 'warning' });
  }, [error, notify]);
}

/**
 * A plan change arriving live (an upgrade in another tab, a downgrade applied at the period's end) changes what
 * the usage says: the allowance, the limit message, whether the downgrade chooser must open.
 */
function usePlanChangeRefetch(planKey: string | undefined, refetch: () => unknown) {
  const seen = useRef(planKey);
  useEffect(() => {
    if (planKey === undefined || planKey === seen.current) return;
    const first = seen.current === undefined;
    seen.current = planKey;
    if (!first) void refetch();
  }, [planKey, refetch]);
}

function ConnectAccountContent() {
  const usageQuery = useAccountsUsage();
  const list = useAccountList();
  const usage = usageQuery.data;
  const actions = useAccountActions();
  const connecting = useConnectAccount(usage);
  const [video, setVideo] = useState<Video>(null);
  const [proxyAccountId, setProxyAccountId] = useState<string | null>(null);
  const [toDisconnect, setToDisconnect] = useState<AccountRow | null>(null);
  const [limitsAccountId, setLimitsAccountId] = useState<string | null>(null);

  useLoadWarning(usageQuery.error ?? list.error);

  const accounts = useMemo(
    () => (list.data ?? []).filter((account) => !actions.removed.has(account.id)),
    [list.data, actions.removed],
  );
  // The proxy modal follows the saved account (after a save or removal it shows the new state).
  const proxyAccount = accounts.find((account) => account.id === proxyAccountId) ?? null;
  const limitsAccount = accounts.find((account) => account.id === limitsAccountId) ?? null;
  // The plan (shared with the top bar's badge) usually arrives first; the usage confirms it.
  const { plan } = usePlan();
  usePlanChangeRefetch(plan ? `${plan.plan}:${plan.allowed_accounts}` : undefined, usageQuery.refetch);
  const planName = usage?.plan ?? plan?.plan;
  const canConnect = planName !== undefined && planName !== 'free';
  // Connecting, disconnecting, proxies and limits are the Admins'; until the role is known the form waits, disabled.
  const manages = useCan('POST /api/accounts');
  const connectMode = planName === undefined || manages === undefined ? 'loading' : canConnect ? 'connect' : 'upgrade';
  const canAddLeads = useCan('POST /api/lead-sources/upload');

  return (
    <Box>
      <PageHeader
        title="Connect Account"
        subtitle="Connect the X accounts your campaigns send from. Tokens are encrypted, and you can disconnect an account at any time."
      />
      <ReadOnlyNote route="POST /api/accounts" />
      <CampaignsNotice text={actions.campaignsNotice} onDismiss={actions.dismissCampaignsNotice} />
      <PlanBanner usage={usage} isPending={usageQuery.isPending} />
      {canAddLeads && <NextStepNotice hasAccounts={accounts.length > 0} justConnected={connecting.connected} />}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: manages === false ? 'minmax(0, 1fr)' : 'minmax(0, 5fr) minmax(0, 7fr)' },
          gap: { xs: 2.5, md: 3 },
          alignItems: 'start',
        }}
      >
        {manages !== false && (
          <ConnectPanel
            mode={connectMode}
            busy={connecting.busy}
            onConnect={connecting.connect}
            onWatchVideo={() => setVideo('connect')}
            onProxyGuide={() => setVideo('proxy')}
          />
        )}
        <AccountsPanel
          accounts={accounts}
          isPending={list.isPending}
          checking={actions.checking}
          canConnect={canConnect}
          readOnly={manages === false}
          actions={
            manages
              ? {
                  onCheck: (account) => void actions.check(account),
                  onProxy: (account) => {
                    actions.clearProxyTest();
                    setProxyAccountId(account.id);
                  },
                  onLimits: (account) => setLimitsAccountId(account.id),
                  onDisconnect: setToDisconnect,
                }
              : undefined
          }
        />
      </Box>
      <Disclaimer />

      <VideoGuideDialog
        open={video === 'connect'}
        title="Video guide: connecting an X account"
        url={connectLinks.connectVideoUrl}
        onClose={() => setVideo(null)}
        testId="video-guide-dialog"
      >
        Watch how to copy the auth_token and ct0 cookies of an X session and connect the account.
      </VideoGuideDialog>
      <VideoGuideDialog
        open={video === 'proxy'}
        title="Proxy setup guide"
        url={connectLinks.proxyVideoUrl}
        onClose={() => setVideo(null)}
        testId="proxy-video-dialog"
      >
        Give each account its own proxy: open Proxy on the account, paste IP:Port:Username:Password into Quick Add, save,
        then Test proxy.
      </VideoGuideDialog>
      <ProxyDialog
        account={proxyAccount}
        busy={actions.proxyBusy}
        testResult={actions.proxyTest}
        onClose={() => setProxyAccountId(null)}
        onSave={(account, body) => void actions.saveProxy(account, body)}
        onRemove={(account) => void actions.removeProxy(account)}
        onTest={(account) => void actions.testProxy(account)}
      />
      <SendingLimitsDialog account={limitsAccount} onClose={() => setLimitsAccountId(null)} />
      <ConfirmDialog
        open={toDisconnect !== null}
        title="Disconnect account?"
        icon={LinkOffOutlined}
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        busy={actions.disconnecting}
        onCancel={() => setToDisconnect(null)}
        onConfirm={() => {
          const account = toDisconnect;
          if (!account) return;
          // The account leaves the list at once; the dialog closes with it.
          setToDisconnect(null);
          void actions.disconnect(account);
        }}
      >
        {toDisconnect && (
          <>
            <b>@{toDisconnect.twitter_username}</b> will stop sending, its tokens and proxy are deleted, and campaigns using it
            are paused until you choose another account for them.
          </>
        )}
      </ConfirmDialog>
      <PlanLimitDialog limit={connecting.limit} onClose={connecting.closeLimit} />
      <DowngradeChooserDialog
        open={Boolean(usage?.must_choose) && accounts.length > 0 && manages === true}
        accounts={accounts}
        allowed={usage?.allowed ?? 1}
        busy={actions.keeping}
        onKeep={(account) => void actions.keep(account)}
      />
    </Box>
  );
}

/** /dashboard/connect: the plan's allowance, the connect form, the connected accounts and their modals. */
export function ConnectAccountPage() {
  return (
    <ConnectErrorBoundary>
      <ConnectAccountContent />
    </ConnectErrorBoundary>
  );
}
