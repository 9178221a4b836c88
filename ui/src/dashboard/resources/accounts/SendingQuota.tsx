import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SendingLimits } from '@shared/runner/contract';
import { warmUpLine } from './warm-up-line';

/**
 * The account's DMs in the last 24 hours against the cap the runner applies: the runner's own figures, so the card
 * says what the runner decides on (a rolling 24 hours per X account, not a calendar day). While the account warms
 * up, the runner applies the day's allowance.
 */
export function SendingQuota({ limits, loading }: { limits: SendingLimits | undefined; loading: boolean }) {
  const sent = limits?.sent_last_24h ?? 0;
  const standing = limits?.warm_up_standing;
  const cap = standing?.kind === 'warming' ? standing.allowance : (limits?.effective_cap ?? 0);
  const warming = standing ? warmUpLine(standing) : null;
  const share = cap > 0 ? Math.min(100, (sent / cap) * 100) : 0;
  return (
    <Box data-testid="account-quota" sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontSize: 13, color: 'text.secondary' }}>
        DMs, last 24 hours
      </Typography>
      {limits ? (
        <>
          <Typography sx={{ fontSize: 15, fontWeight: 700 }}>
            {sent.toLocaleString('en-US')} / {cap.toLocaleString('en-US')}
          </Typography>
          <Box
            role="meter"
            aria-label="DMs sent in the last 24 hours of the account's cap"
            aria-valuemin={0}
            aria-valuemax={cap}
            aria-valuenow={sent}
            sx={{ mt: 0.5, height: 5, borderRadius: 3, bgcolor: 'tint.neutral', overflow: 'hidden', maxWidth: 160 }}
          >
            <Box sx={{ width: `${share}%`, height: '100%', bgcolor: share >= 100 ? 'warning.main' : 'primary.main' }} />
          </Box>
          {warming && (
            <Typography data-testid="account-warm-up" variant="body2" sx={{ mt: 0.5, fontSize: 12, color: 'text.secondary' }}>
              {warming}
            </Typography>
          )}
        </>
      ) : loading ? (
        <Skeleton variant="text" width={64} sx={{ fontSize: 15 }} />
      ) : (
        <Typography sx={{ fontSize: 15, fontWeight: 700 }}>–</Typography>
      )}
    </Box>
  );
}
