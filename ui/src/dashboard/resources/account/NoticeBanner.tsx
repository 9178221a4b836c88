import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';

/** What the page tells the user after a billing action: errors red, warnings yellow, success green. */
export interface Notice {
  severity: 'success' | 'error' | 'warning' | 'info';
  text: string;
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
    </Alert>
  );
}
