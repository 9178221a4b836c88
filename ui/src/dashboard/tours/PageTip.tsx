import Close from '@mui/icons-material/Close';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { TipId } from '@shared/onboarding/contract';
import { useLocation } from 'react-router-dom';
import { tourParam, useOnboarding } from './OnboardingProvider';

interface Tip {
  id: TipId;
  path: string;
  title: string;
  text: string;
}

/** One tip per page, by path prefix. Dismissing a tip completes its id: it does not come back. */
export const tips: Tip[] = [
  {
    id: 'tip-campaigns',
    path: '/dashboard/campaigns',
    title: 'Tip: pace your campaigns',
    text: 'Daily limit: start at 50 a day per campaign, then raise it as replies come in. Compare lead sources of 100-200 contacts to see which replies best.',
  },
  {
    id: 'tip-leads',
    path: '/dashboard/leads',
    title: 'Tip: target the right accounts',
    text: 'Followers in the 500-5000 range read their DMs. Filter bios with 2-3 keywords rather than a long list.',
  },
  {
    id: 'tip-connect',
    path: '/dashboard/connect',
    title: 'Tip: one proxy per account',
    text: 'A proxy of its own keeps each X account consistent. Warm it up with at least 10 open conversations, then start at around 200 DMs per day.',
  },
  {
    id: 'tip-do-not-contact',
    path: '/dashboard/do-not-contact',
    title: 'Tip: protect your customers',
    text: 'Add customers and partners here before a campaign starts: every campaign skips these usernames.',
  },
];

/**
 * The page's tip, as a notice at the top of the page: in the page's flow, so it never covers a control, and it
 * stays until dismissed (a notice that vanished by itself would move the page under the pointer). Hidden while a
 * tour plays or the address asks for one (?tour=).
 */
export function PageTip() {
  const { pathname, search } = useLocation();
  const { loaded, isDone, complete, activeTour } = useOnboarding();
  const tip = tips.find((candidate) => pathname.startsWith(candidate.path));
  if (!tip || !loaded || isDone(tip.id) || activeTour || tourParam(search)) return null;
  return (
    <Box
      component="aside"
      aria-label={tip.title}
      data-testid="page-tip"
      data-tip={tip.id}
      sx={{
        mb: { xs: 2, md: 2.5 },
        px: 2,
        py: 1.25,
        pr: 1,
        display: 'flex',
        gap: 1.25,
        alignItems: 'flex-start',
        borderRadius: '14px',
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <LightbulbOutlined sx={{ color: 'tint.tip', mt: '2px', fontSize: 20 }} />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, lineHeight: 1.5, color: 'text.secondary', py: '2px' }}>
        <Box component="strong" sx={{ color: 'text.primary', mr: 0.75 }}>
          {tip.title}.
        </Box>
        {tip.text}
      </Typography>
      <IconButton aria-label="Dismiss tip" size="small" onClick={() => complete([tip.id])} sx={{ mt: '-2px' }}>
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}
