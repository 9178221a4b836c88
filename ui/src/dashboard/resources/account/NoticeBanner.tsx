import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { nextStepMarker } from '../../tours/user-activity';

/** What the page tells the user after a billing action: errors red, warnings yellow, success green. */
export interface Notice {
  severity: 'success' | 'error' | 'warning' | 'info';
  text: string;
  /** What comes next after this milestone: a sentence and the link to do it. */
  next?: { text: string; label: string; to: string };
}

/** The page's notice banner with its Dismiss button; brought into view when a new notice arrives. */
export function NoticeBanner({ notice, onDismiss }: { notice: Notice | null; onDismiss(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [notice]);
  if (!notice) return null;
  return (
    <Alert
      ref={ref}
      severity={notice.severity}
      variant="standard"
      role={notice.severity === 'error' ? 'alert' : 'status'}
      data-testid="billing-notice"
      data-severity={notice.severity}
      action={
        <Button color="inherit" size="small" onClick={onDismiss} sx={{ fontWeight: 700 }}>
          Dismiss
        </Button>
      }
      sx={{
        mb: 2.5,
        border: '1px solid',
        borderColor: `${notice.severity}.light`,
        fontSize: 15,
        '& .MuiAlert-message': { overflowWrap: 'anywhere' },
      }}
    >
      {notice.text}
      {notice.next && (
        <Box data-testid="billing-notice-next" {...nextStepMarker} sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <span>{notice.next.text}</span>
          <Button component={RouterLink} to={notice.next.to} variant="contained" size="small" endIcon={<ArrowForwardRounded />}>
            {notice.next.label}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
