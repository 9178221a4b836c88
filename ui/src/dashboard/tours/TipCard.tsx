import Close from '@mui/icons-material/Close';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import type { TipId } from '@shared/onboarding/contract';
import { ONBOARDING_TIMINGS } from '@shared/onboarding/tour-choice';
import { useEffect, useState } from 'react';
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
    text: 'We recommend 30-50 daily messages for each campaign. Compare lead sources of 100-200 contacts to see which replies best.',
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
 * The page's tip card, bottom left. It closes by itself after 15 s, and is hidden while a tour plays or the
 * address asks for one (?tour=).
 */
export function TipCard() {
  const { pathname, search } = useLocation();
  const { loaded, isDone, complete, activeTour } = useOnboarding();
  const tip = tips.find((candidate) => pathname.startsWith(candidate.path));
  const [closed, setClosed] = useState<Set<string>>(() => new Set());

  const visible = Boolean(tip && loaded && !isDone(tip.id) && !closed.has(tip.id) && !activeTour && !tourParam(search));

  useEffect(() => {
    if (!visible || !tip) return;
    const timer = setTimeout(() => setClosed((current) => new Set(current).add(tip.id)), ONBOARDING_TIMINGS.tipAutoClose);
    return () => clearTimeout(timer);
  }, [visible, tip]);

  if (!tip) return null;
  return (
    <Slide direction="up" in={visible} mountOnEnter unmountOnExit>
      <Paper
        role="status"
        aria-label={tip.title}
        data-testid="tip-card"
        data-tip={tip.id}
        elevation={0}
        sx={{
          position: 'fixed',
          left: { xs: 16, md: 28 },
          bottom: { xs: 16 + 46 + 12, md: 28 },
          zIndex: (theme) => theme.zIndex.speedDial,
          width: 320,
          maxWidth: 'calc(100vw - 32px)',
          p: 2,
          pr: 1,
          display: 'flex',
          gap: 1.25,
          alignItems: 'flex-start',
          borderRadius: '16px',
          border: '1px solid',
          borderColor: 'divider',
          boxShadow: (theme) => theme.tokens.shadows.popover,
        }}
      >
        <LightbulbOutlined sx={{ color: 'tint.tip', mt: '2px' }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{tip.title}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.5, mt: 0.25 }}>
            {tip.text}
          </Typography>
        </Box>
        <IconButton
          aria-label="Dismiss tip"
          size="small"
          onClick={() => {
            setClosed((current) => new Set(current).add(tip.id));
            complete([tip.id]);
          }}
        >
          <Close fontSize="small" />
        </IconButton>
      </Paper>
    </Slide>
  );
}
