import DeleteOutline from '@mui/icons-material/DeleteOutline';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import SpeedRounded from '@mui/icons-material/SpeedRounded';
import SyncRounded from '@mui/icons-material/SyncRounded';
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { type AccountRow, accountMessages, suspendedByPlanMessage } from '@shared/accounts/contract';
import { memo } from 'react';
import { BusyButton } from '../account/BusyButton';
import type { SendingLimits } from '@shared/runner/contract';
import { AccountGuidance } from './AccountGuidance';
import { AccountHealth } from './AccountHealth';
import { AccountSendsPerDay } from './AccountSendsPerDay';
import { useSimulatedNames } from './accounts-api';
import { shownProfileImage } from './demo-avatar';
import { ProfileImage } from './ProfileImage';
import { SendingQuota } from './SendingQuota';

function proxyText(account: AccountRow): string {
  if (!account.has_proxy || !account.proxy_ip) return 'No proxy';
  return `${account.proxy_type ?? 'HTTP'} proxy ${account.proxy_ip}:${account.proxy_port ?? ''}`;
}

/** What can be done to a connected account: a check with X, its proxy, its sending limits, disconnecting it. */
export interface AccountActions {
  onCheck(account: AccountRow): void;
  onProxy(account: AccountRow): void;
  onLimits(account: AccountRow): void;
  onDisconnect(account: AccountRow): void;
}

/**
 * One connected account: picture, name, verified badge, health, its DMs in the last 24 hours and per day, and
 * its actions for a role that manages accounts.
 */
export const AccountCard = memo(function AccountCard({
  account,
  limits,
  limitsLoading,
  checking,
  actions,
}: {
  account: AccountRow;
  /** The runner's figures for the account (GET /api/accounts/sending-limits); undefined until loaded. */
  limits: SendingLimits | undefined;
  limitsLoading: boolean;
  checking: boolean;
  actions?: AccountActions;
}) {
  const handle = `@${account.twitter_username}`;
  const simulated = useSimulatedNames();
  return (
    <Box
      component="li"
      data-testid="account-row"
      data-username={account.twitter_username}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1.4fr) minmax(0, 1fr) auto' },
        gap: { xs: 1.5, sm: 2 },
        alignItems: 'start',
        px: { xs: 2, sm: 2.5 },
        py: 2,
        borderBottom: '1px solid',
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 'none' },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, minWidth: 0 }}>
        <ProfileImage src={shownProfileImage(account, simulated)} name={account.twitter_name || account.twitter_username} />
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <Typography
              component="h3"
              sx={{ fontSize: 15.5, fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {account.twitter_name || handle}
            </Typography>
            {account.verified ? (
              <Tooltip title="Verified account">
                <Verified
                  role="img"
                  aria-label="Verified account"
                  data-testid="verified-badge"
                  sx={{ fontSize: 18, color: 'primary.main', flexShrink: 0 }}
                />
              </Tooltip>
            ) : (
              <Tooltip title={accountMessages.verifiedTooltip} describeChild>
                <Box
                  component="span"
                  tabIndex={0}
                  data-testid="unverified-badge"
                  sx={{
                    flexShrink: 0,
                    px: 0.75,
                    borderRadius: 99,
                    fontSize: 11.5,
                    fontWeight: 700,
                    color: 'tint.neutralText',
                    bgcolor: 'tint.neutral',
                    border: '1px solid',
                    borderColor: 'tint.neutralBorder',
                    cursor: 'help',
                    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                  }}
                >
                  Not verified
                </Box>
              </Tooltip>
            )}
          </Box>
          <Typography sx={{ fontSize: 14, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {handle}
          </Typography>
          <Typography
            data-testid="account-proxy"
            sx={{ mt: 0.5, fontSize: 13, color: account.has_proxy ? 'text.primary' : 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <RouterOutlined sx={{ fontSize: 15 }} />
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {proxyText(account)}
            </Box>
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr)' }, gap: 1.5, minWidth: 0 }}>
        <AccountHealth account={account} />
        <SendingQuota limits={limits} loading={limitsLoading} />
      </Box>
      {actions && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'minmax(0, 1fr)' },
            gap: 1,
            '& > *': { whiteSpace: 'nowrap', px: { xs: 1, sm: 1.5 } },
            // On a phone the four buttons share two rows: words only.
            '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
          }}
        >
          <BusyButton
            size="small"
            variant="outlined"
            busy={checking}
            startIcon={<SyncRounded />}
            onClick={() => actions.onCheck(account)}
            aria-label={`Check ${handle} now`}
          >
            {checking ? 'Checking...' : 'Check now'}
          </BusyButton>
          <Button size="small" variant="outlined" startIcon={<RouterOutlined />} onClick={() => actions.onProxy(account)} aria-label={`Proxy settings of ${handle}`}>
            Proxy
          </Button>
          <Button size="small" variant="outlined" startIcon={<SpeedRounded />} onClick={() => actions.onLimits(account)} aria-label={`Sending limits of ${handle}`}>
            Limits
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<DeleteOutline />}
            onClick={() => actions.onDisconnect(account)}
            aria-label={`Disconnect ${handle}`}
          >
            Disconnect
          </Button>
        </Box>
      )}
      <AccountSendsPerDay accountId={account.id} handle={handle} limits={limits} />
      <AccountGuidance guidance={account.guidance} />
      {account.suspended_by_plan && (
        <Alert severity="warning" data-testid="suspended-by-plan" sx={{ gridColumn: '1 / -1', py: 0, fontSize: 13 }}>
          {suspendedByPlanMessage}
        </Alert>
      )}
    </Box>
  );
});
