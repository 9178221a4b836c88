import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import Fab from '@mui/material/Fab';
import Popover from '@mui/material/Popover';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useOnboarding } from '../tours/OnboardingProvider';
import { ToursSection } from '../tours/ToursSection';
import { helpFor } from './help-content';
import { HELP_FAB } from './help-fab';
import { HelpBubble } from './HelpBubble';
import { HelpPanel } from './HelpPanel';
import { useClearOfControls } from './useClearOfControls';

export { HELP_BUTTON_CLEARANCE } from './help-fab';

/**
 * The one floating control of every dashboard page: the help button. Its popup holds the page's help and the
 * guided tours (the specification's floating help button and Tour menu, behind one control); its bubble offers a
 * tour or points to the help. It steps aside while it would cover a control of the page (a tour pointing at it
 * keeps it in place); the room kept below every page brings it back.
 */
export function HelpButton() {
  const { pathname } = useLocation();
  const { activeTour } = useOnboarding();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const ref = useRef<HTMLButtonElement>(null);
  const help = helpFor(pathname);
  const open = Boolean(anchor);
  const clear = useClearOfControls(ref, !open && !activeTour, pathname);
  const close = () => setAnchor(null);

  return (
    <>
      <Fab
        ref={ref}
        data-floating=""
        color="primary"
        aria-label="Help"
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(open ? null : event.currentTarget)}
        sx={{
          position: 'fixed',
          right: HELP_FAB.offset,
          bottom: HELP_FAB.offset,
          zIndex: (theme) => theme.zIndex.speedDial,
          width: HELP_FAB.size,
          height: HELP_FAB.size,
          boxShadow: (theme) => theme.tokens.shadows.fab,
          visibility: clear ? 'visible' : 'hidden',
          opacity: clear ? 1 : 0,
          transition: (theme) => theme.transitions.create(['opacity', 'visibility'], { duration: theme.transitions.duration.shorter }),
        }}
      >
        <HelpOutlineRounded />
      </Fab>
      <HelpBubble suppressed={open || !clear} />
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': help.title,
            sx: {
              mt: -1.5,
              width: 360,
              maxWidth: 'calc(100vw - 32px)',
              borderRadius: '16px',
              border: '1px solid',
              borderColor: 'divider',
              boxShadow: (theme) => theme.tokens.shadows.popover,
              overflowY: 'auto',
            },
          },
        }}
      >
        <HelpPanel help={help} onClose={close}>
          <ToursSection onChosen={close} />
        </HelpPanel>
      </Popover>
    </>
  );
}
