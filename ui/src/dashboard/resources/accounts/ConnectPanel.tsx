import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { accountMessages } from '@shared/accounts/contract';
import { Link as RouterLink } from 'react-router-dom';
import { PanelHeader } from '../do-not-contact/PanelHeader';
import { BusyButton } from '../account/BusyButton';
import { useDemoAccounts } from './accounts-api';
import { connectLinks } from './connect-links';
import { TokenField } from './TokenField';
import { type ConnectTokens, useConnectForm } from './useConnectForm';

const steps = [
  <>
    Sign in to <b>x.com</b> in your browser with the account you want to connect.
  </>,
  <>
    Open the developer tools (F12, or right click and Inspect), then <b>Application</b> (Chrome, Edge) or{' '}
    <b>Storage</b> (Firefox), and <b>Cookies</b> for https://x.com.
  </>,
  <>
    Copy the value of <b>auth_token</b> into Auth Token and the value of <b>ct0</b> into CT0 Token.
  </>,
  <>Press Connect Account: we check the tokens with X and show the account below.</>,
];

/**
 * The connect form: how to find the tokens, the safety recommendation, the Auth Token and CT0 Token inputs,
 * the two guides and Connect Account. A plan without accounts gets 'Upgrade to connect' instead.
 */
export function ConnectPanel({
  mode,
  busy,
  onConnect,
  onWatchVideo,
  onProxyGuide,
}: {
  /** 'upgrade' when the plan connects no accounts (free), 'loading' until the plan is known. */
  mode: 'connect' | 'upgrade' | 'loading';
  busy: boolean;
  /** Resolves to true once the account is connected (the inputs are then cleared). */
  onConnect(tokens: ConnectTokens): Promise<boolean>;
  onWatchVideo(): void;
  onProxyGuide(): void;
}) {
  const canConnect = mode === 'connect';
  const demoAccounts = useDemoAccounts().data ?? [];
  const { control, submit } = useConnectForm({ enabled: canConnect && !busy, onConnect });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="connect-form-title"
      data-testid="connect-panel"
      sx={{ borderRadius: '18px', overflow: 'hidden' }}
    >
      <PanelHeader
        id="connect-form-title"
        icon={AddLinkOutlined}
        title="Connect an X account"
        subtitle="Campaigns send from the accounts you connect here, from our servers."
      />
      <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: { xs: 2, sm: 2.5 } }}>
        {demoAccounts.length > 0 && (
          <Alert
            severity="success"
            icon={<ScienceOutlined fontSize="inherit" />}
            data-testid="demo-accounts"
            sx={{ mb: 2.5, fontSize: 14, '& .MuiAlert-message': { width: '100%', overflowWrap: 'anywhere' } }}
          >
            <b>Demo mode:</b> X is simulated here, so no real account is needed. Connect a demo account in one
            click.
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {demoAccounts.map((account) => (
                <Button
                  key={account.screen_name}
                  size="small"
                  variant="outlined"
                  color="success"
                  disabled={!canConnect || busy}
                  title={account.label}
                  aria-label={`Connect @${account.screen_name}`}
                  onClick={() => {
                    if (canConnect && !busy) void onConnect({ auth_token: account.auth_token, ct0_token: account.ct0_token });
                  }}
                >
                  @{account.screen_name}
                </Button>
              ))}
            </Box>
          </Alert>
        )}
        <Typography component="h3" sx={{ fontSize: 14, fontWeight: 700, mb: 1 }}>
          How to find your tokens
        </Typography>
        <Box component="ol" sx={{ m: 0, mb: 2, pl: 2.5, display: 'grid', gap: 0.75, color: 'text.secondary', fontSize: 14, lineHeight: 1.55 }}>
          {steps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <li key={index}>{step}</li>
          ))}
        </Box>
        <Alert
          severity="info"
          icon={<ShieldOutlined fontSize="inherit" />}
          data-testid="safety-recommendation"
          sx={{ mb: 2.5, fontSize: 14, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
        >
          <b>Safety first:</b> connect an account that is at least 6 months old, warm it up with at least 10 open
          conversations, start at around 200 DMs per day (start at 50 a day per campaign), and give each
          account its own proxy.{' '}
          <Link href={connectLinks.safetyGuideUrl} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            Read the account safety guide
            <OpenInNew sx={{ fontSize: 14, ml: 0.5, verticalAlign: '-2px' }} />
          </Link>
        </Alert>
        <Box component="form" onSubmit={submit} noValidate aria-label="Connect an X account" sx={{ display: 'grid', gap: 2 }}>
          <TokenField
            control={control}
            name="auth_token"
            label="Auth Token"
            disabled={!canConnect || busy}
            placeholder="The auth_token cookie, 40 characters"
          />
          <TokenField
            control={control}
            name="ct0_token"
            label="CT0 Token"
            disabled={!canConnect || busy}
            placeholder="The ct0 cookie, about 160 characters"
            helperText="Tokens are encrypted as soon as they reach us and are never shown again."
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 1 }}>
            <Button variant="outlined" startIcon={<PlayCircleOutline />} onClick={onWatchVideo}>
              Watch Video Guide
            </Button>
            <Button variant="outlined" startIcon={<RouterOutlined />} onClick={onProxyGuide}>
              Proxy Setup Guide
            </Button>
          </Box>
          {mode !== 'upgrade' ? (
            <BusyButton type="submit" variant="contained" size="large" busy={busy} disabled={!canConnect} startIcon={<AddLinkOutlined />}>
              {busy ? 'Connecting...' : 'Connect Account'}
            </BusyButton>
          ) : (
            <Button
              variant="contained"
              size="large"
              component={RouterLink}
              to="/dashboard/account"
              startIcon={<LockOutlined />}
              data-testid="upgrade-to-connect"
            >
              {accountMessages.upgradeToConnect}
            </Button>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
