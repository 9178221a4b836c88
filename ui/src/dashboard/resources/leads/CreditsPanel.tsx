import DataUsageOutlined from '@mui/icons-material/DataUsageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { creditsLevel, type LeadCreditsAnswer, leadMessages, percentOfLimit } from '@shared/leads/contract';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount } from '../../components/format-count';

const levelColour = { normal: 'primary', amber: 'warning', red: 'error' } as const;

/** Lead credits used out of the plan's limit: amber above 75 %, red above 90 %, and the banner at the limit. */
export function CreditsPanel({ credits }: { credits: LeadCreditsAnswer | undefined }) {
  if (!credits) return <Skeleton variant="rounded" height={108} sx={{ borderRadius: '16px', mb: 2.5 }} />;
  const percent = percentOfLimit(credits.used, credits.limit);
  const level = creditsLevel(percent);
  const exhausted = credits.used >= credits.limit;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="credits-title"
      data-testid="credits-panel"
      data-level={level}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px', mb: 2.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.25, flexWrap: 'wrap' }}>
        <Box
          sx={{ width: 36, height: 36, borderRadius: '10px', display: 'grid', placeItems: 'center', color: 'primary.main', bgcolor: 'tint.primary' }}
        >
          <DataUsageOutlined sx={{ fontSize: 20 }} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography id="credits-title" component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
            Lead Credits
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="credits-usage">
            {formatCount(credits.used)} / {formatCount(credits.limit)} leads used
          </Typography>
        </Box>
        <Typography
          data-testid="credits-percent"
          sx={{ fontWeight: 800, fontSize: 22, color: level === 'normal' ? 'text.primary' : `${levelColour[level]}.main` }}
        >
          {percent.toFixed(1)}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, percent)}
        color={levelColour[level]}
        aria-label={`${percent.toFixed(1)}% of your lead credits used`}
        sx={{ height: 8, borderRadius: 99, bgcolor: 'surface.raised' }}
      />
      {exhausted && (
        <Box
          role="alert"
          data-testid="credits-exhausted"
          sx={{
            mt: 2,
            p: 1.5,
            borderRadius: '10px',
            bgcolor: 'tint.danger',
            display: 'flex',
            alignItems: { xs: 'flex-start', sm: 'center' },
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1.5,
          }}
        >
          <Typography variant="body2" sx={{ flex: 1, fontWeight: 600, color: 'error.main' }}>
            {credits.plan === 'free' ? leadMessages.creditsExhaustedFree : leadMessages.creditsExhaustedPaid}
          </Typography>
          <Button component={RouterLink} to="/dashboard/account" size="small" variant="contained" color="error">
            Upgrade
          </Button>
        </Box>
      )}
    </Paper>
  );
}
