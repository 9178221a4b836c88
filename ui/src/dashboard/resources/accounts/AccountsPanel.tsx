import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { AccountRow } from '@shared/accounts/contract';
import { useMemo } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { countOf } from '../../components/format-count';
import { PanelHeader } from '../do-not-contact/PanelHeader';
import { type AccountActions, AccountCard } from './AccountCard';
import { useAccountsSendingLimits } from './sending-limits-api';

/** The connected accounts, each with its state, the runner's figures and, for a role that manages them, actions. */
export function AccountsPanel({
  accounts,
  isPending,
  checking,
  canConnect,
  readOnly = false,
  actions,
}: {
  accounts: AccountRow[];
  isPending: boolean;
  checking: ReadonlySet<string>;
  canConnect: boolean;
  /** The person's role may not manage accounts: the empty list says who connects them. */
  readOnly?: boolean;
  /** Absent while the person's role is unknown or may not manage accounts. */
  actions?: AccountActions;
}) {
  const sendingLimits = useAccountsSendingLimits(accounts.length > 0);
  const limitsById = useMemo(() => new Map((sendingLimits.data ?? []).map((limits) => [limits.id, limits])), [sendingLimits.data]);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="accounts-title"
      data-testid="accounts-panel"
      // On a phone the accounts come before the long connect form once there are any.
      sx={{ borderRadius: '18px', overflow: 'hidden', order: { xs: accounts.length > 0 ? -1 : 0, lg: 0 } }}
    >
      <PanelHeader
        id="accounts-title"
        icon={ManageAccountsOutlined}
        title="Connected accounts"
        badge={
          !isPending && (
            <Box
              component="span"
              data-testid="accounts-total"
              sx={{ px: 1, height: 24, display: 'inline-flex', alignItems: 'center', borderRadius: 99, fontSize: 12.5, fontWeight: 700, color: 'primary.dark', bgcolor: 'tint.primary' }}
            >
              {countOf(accounts.length, 'account')}
            </Box>
          )
        }
        subtitle="Each account's state at its last check with X, and its messages in the last 24 hours against its cap."
      />
      {isPending && accounts.length === 0 ? (
        <Box sx={{ px: 2.5, pb: 2.5, display: 'grid', gap: 1.5 }} data-testid="accounts-loading">
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Box>
      ) : accounts.length === 0 ? (
        <EmptyState
          bare
          icon={PersonOffOutlined}
          title="No X accounts connected yet"
          description={
            readOnly
              ? "The X accounts this workspace's Admins connect appear here."
              : canConnect
                ? 'Paste the Auth Token and CT0 Token of an X session to connect your first account.'
                : 'Upgrade to Basic or Pro to connect the X accounts your campaigns send from.'
          }
        />
      ) : (
        <Box component="ul" aria-labelledby="accounts-title" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: '1px solid', borderColor: 'divider' }}>
          {accounts.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              limits={limitsById.get(account.id)}
              limitsLoading={sendingLimits.isFetching}
              checking={checking.has(account.id)}
              actions={actions}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}
