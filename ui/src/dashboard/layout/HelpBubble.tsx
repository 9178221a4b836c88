import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ONBOARDING_TIMINGS } from '@shared/onboarding/tour-choice';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useOnboarding } from '../tours/OnboardingProvider';
import { tours } from '../tours/tours';
import { HELP_FAB } from './help-fab';
import { useClearOfControls } from './useClearOfControls';

// Pages whose help bubble has been shown during this visit: once per page per visit.
const bubbledPages = new Set<string>();

/**
 * The small callout beside the help button: the tour the page chose while the user was busy, offered rather than
 * opened over them; or, after 5 s on a page, a pointer to the help. Any click elsewhere dismisses it, and it
 * stays hidden while it would cover a control of the page.
 */
export function HelpBubble({ suppressed }: { suppressed: boolean }) {
  const { pathname } = useLocation();
  const { offeredTour, dismissOffer, startTour, activeTour } = useOnboarding();
  const [hintFor, setHintFor] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setHintFor(null);
    if (bubbledPages.has(pathname)) return;
    const timer = setTimeout(() => {
      bubbledPages.add(pathname);
      setHintFor(pathname);
    }, ONBOARDING_TIMINGS.helpBubbleDelay);
    return () => clearTimeout(timer);
  }, [pathname]);

  // Opening the help (or the button stepping aside) is as good as having seen the pointer to it.
  useEffect(() => {
    if (suppressed) setHintFor(null);
  }, [suppressed]);

  const kind = suppressed || activeTour ? null : offeredTour ? 'offer' : hintFor === pathname ? 'hint' : null;

  useEffect(() => {
    if (!kind) return;
    const dismiss = (event: PointerEvent) => {
      if (event.target instanceof Node && ref.current?.contains(event.target)) return;
      setHintFor(null);
      dismissOffer();
    };
    window.addEventListener('pointerdown', dismiss, { capture: true });
    return () => window.removeEventListener('pointerdown', dismiss, { capture: true });
  }, [kind, dismissOffer]);

  const clear = useClearOfControls(ref, kind !== null, kind);
  if (!kind) return null;

  return (
    <Paper
      ref={ref}
      data-floating=""
      data-testid="help-bubble"
      role={kind === 'offer' ? 'dialog' : 'status'}
      aria-label={kind === 'offer' ? 'Tour offer' : 'Help is here'}
      elevation={0}
      sx={{
        position: 'fixed',
        right: { xs: HELP_FAB.offset.xs + HELP_FAB.size.xs + 12, md: HELP_FAB.offset.md + HELP_FAB.size.md + 12 },
        bottom: HELP_FAB.offset,
        zIndex: (theme) => theme.zIndex.speedDial,
        width: 'max-content',
        maxWidth: { xs: `calc(100vw - ${HELP_FAB.offset.xs * 2 + HELP_FAB.size.xs + 12}px)`, md: 360 },
        px: 1.75,
        py: 1.25,
        borderRadius: '14px',
        border: '1px solid',
        borderColor: 'divider',
        boxShadow: (theme) => theme.tokens.shadows.popover,
        visibility: clear ? 'visible' : 'hidden',
      }}
    >
      {kind === 'offer' && offeredTour ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.45 }}>
            New here? The {tours[offeredTour].name} takes a minute.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, justifyContent: 'flex-end' }}>
            <Button size="small" color="inherit" onClick={dismissOffer} sx={{ color: 'text.secondary' }}>
              Not now
            </Button>
            <Button size="small" variant="contained" onClick={() => startTour(offeredTour)}>
              Start tour
            </Button>
          </Box>
        </>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.45 }}>
          Tips for this page and guided tours are here.
        </Typography>
      )}
    </Paper>
  );
}
