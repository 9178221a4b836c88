import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { useTheme } from '@mui/material/styles';
import { planLabels, usePlan } from '../hooks/usePlan';

/** 'Pro Plan', 'Basic Plan' or 'Free Plan', linking to the Account Plan page. */
export function PlanBadge({ compact = false }: { compact?: boolean }) {
  const { plan, isPending } = usePlan();
  const theme = useTheme();
  if (!plan) {
    return isPending ? <Skeleton variant="rounded" width={compact ? 76 : 92} height={28} sx={{ borderRadius: 99 }} /> : null;
  }
  const tone = theme.palette.plan[plan.plan] ?? theme.palette.plan.free;
  return (
    <Box
      component={RouterLink}
      to="/dashboard/account"
      data-testid="plan-badge"
      title="See your plan"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        height: 28,
        px: compact ? 1 : 1.25,
        borderRadius: 99,
        border: `1px solid ${tone.border}`,
        background: tone.background,
        color: tone.text,
        fontSize: 13,
        fontWeight: 700,
        whiteSpace: 'nowrap',
        textDecoration: 'none',
        transition: 'box-shadow .15s ease',
        '&:hover': { boxShadow: `0 0 0 3px ${alpha(tone.border, 0.6)}` },
      }}
    >
      <WorkspacePremiumOutlined sx={{ fontSize: 16 }} />
      {planLabels[plan.plan] ?? planLabels.free}
    </Box>
  );
}
