import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { TooltipRenderProps } from 'react-joyride';

/** What the runner hands a bubble: where it is in the tour and what its buttons do. */
export interface BubbleData {
  index: number;
  total: number;
  /** No earlier step is left to go back to. */
  first: boolean;
  onBack(): void;
  onNext(): void;
  onSkip(): void;
  onClose(): void;
}

/** A tour's bubble in the dashboard's style: title, text, 'Step n of N', Skip Tour, Previous and Next (Finish). */
export function TourTooltip({ step, tooltipProps }: TooltipRenderProps) {
  const data = step.data as BubbleData;
  const last = data.index === data.total - 1;

  // Escape closes the tour, as the close button does.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') data.onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [data]);

  return (
    <Box
      {...tooltipProps}
      aria-label={typeof step.title === 'string' ? step.title : 'Tour'}
      data-testid="tour-bubble"
      data-step={(step.id as string | undefined) ?? ''}
      sx={{
        width: step.width ?? 360,
        maxWidth: 'calc(100vw - 32px)',
        bgcolor: 'background.paper',
        borderRadius: '16px',
        border: '1px solid',
        borderColor: 'divider',
        boxShadow: (theme) => theme.tokens.shadows.popover,
        overflow: 'hidden',
      }}
    >
      <Box sx={{ px: 2.5, pt: 2, pb: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontSize: 12, fontWeight: 700, color: 'primary.main', letterSpacing: '0.06em' }} data-testid="tour-progress">
            Step {data.index + 1} of {data.total}
          </Typography>
          <Typography component="h2" sx={{ fontSize: 17, fontWeight: 700, mt: 0.25 }}>
            {step.title}
          </Typography>
        </Box>
        <IconButton aria-label="Close tour" size="small" onClick={data.onClose} sx={{ mr: -1, mt: -0.5 }}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ px: 2.5, pb: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.primary', lineHeight: 1.55 }}>
          {step.content}
        </Typography>
      </Box>
      <Box sx={{ px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'surface.muted', borderTop: '1px solid', borderColor: 'divider' }}>
        {!last && (
          <Button size="small" color="inherit" onClick={data.onSkip} sx={{ color: 'text.secondary' }}>
            Skip Tour
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {!data.first && (
          <Button size="small" variant="outlined" onClick={data.onBack}>
            Previous
          </Button>
        )}
        <Button size="small" variant="contained" onClick={data.onNext} autoFocus>
          {last ? 'Finish' : 'Next'}
        </Button>
      </Box>
    </Box>
  );
}
