import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * While the wizard holds changes, a click on a link to another page of the app asks first: leave (the draft stays
 * for the next visit), discard the draft and leave, or stay. Leaving the page itself (reload, closing the tab) asks
 * only when the browser refused to keep the draft.
 */
export function LeaveWizardGuard({ dirty, stored, onDiscard }: { dirty: boolean; stored: boolean; onDiscard(): void }) {
  const navigate = useNavigate();
  const [to, setTo] = useState<string | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setTo(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty]);

  useEffect(() => {
    if (!dirty || stored) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, stored]);

  const leave = (discard: boolean) => {
    if (to === null) return;
    if (discard) onDiscard();
    setTo(null);
    navigate(to);
  };

  return (
    <Dialog open={to !== null} onClose={() => setTo(null)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Leave this campaign?
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {stored
            ? 'Your changes are kept as a draft on this browser: the wizard opens with them next time. Discard them if you do not need them.'
            : 'This browser cannot keep a draft: your changes will be lost.'}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={() => leave(true)}>
          Discard changes
        </Button>
        <Button onClick={() => setTo(null)} sx={{ ml: 'auto' }}>
          Stay
        </Button>
        {stored && (
          <Button variant="contained" onClick={() => leave(false)}>
            Keep draft and leave
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
