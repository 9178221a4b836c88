import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HelpOutline from '@mui/icons-material/HelpOutline';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type AccountRow, healthLabels } from '@shared/accounts/contract';

const icons = { success: CheckCircleOutline, info: HelpOutline, warning: WarningAmberRounded, error: ErrorOutline } as const;

const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** An account's state at its last check through X, and what to do about it. */
export function AccountHealth({ account }: { account: AccountRow }) {
  const known = healthLabels[account.health] ?? healthLabels.unchecked;
  const severity = known.severity;
  const Icon = icons[severity];
  const label = account.health_label || known.label;
  const action = account.health_action ?? known.action;
  const checked = account.health_checked_at ? new Date(account.health_checked_at) : null;
  return (
    <Box data-testid="account-health" data-state={account.health} sx={{ minWidth: 0 }}>
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.25,
          borderRadius: 99,
          fontSize: 13,
          fontWeight: 700,
          color: severity === 'info' ? 'tint.neutralText' : `${severity}.dark`,
          bgcolor: severity === 'info' ? 'tint.neutral' : severity === 'error' ? 'tint.danger' : 'surface.raised',
          border: '1px solid',
          borderColor: severity === 'info' ? 'tint.neutralBorder' : `${severity}.light`,
        }}
      >
        <Icon sx={{ fontSize: 16 }} />
        {label}
      </Box>
      {action && (
        <Typography variant="body2" sx={{ mt: 0.75, fontSize: 13, lineHeight: 1.5, color: severity === 'error' ? 'error.dark' : 'text.secondary' }}>
          {action}
        </Typography>
      )}
      {checked && !Number.isNaN(checked.getTime()) && (
        <Typography variant="body2" sx={{ mt: 0.5, fontSize: 12, color: 'text.secondary' }}>
          Checked {timeFormat.format(checked)}
        </Typography>
      )}
    </Box>
  );
}
