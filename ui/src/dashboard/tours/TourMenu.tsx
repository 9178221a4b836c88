import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Fab from '@mui/material/Fab';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { TOUR_IDS, type TourId } from '@shared/onboarding/contract';
import { tourPageOf } from '@shared/onboarding/tour-choice';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOnboarding } from './OnboardingProvider';
import { tours } from './tours';

/** Where the floating tour buttons sit: on the help button's row, to its left. */
const POSITION = { right: { xs: 16 + 46 + 12, md: 28 + 52 + 12 }, bottom: { xs: 16 + 3, md: 28 + 4 } };

/** 'Start Dashboard Tour', or 'Replay Dashboard Tour' once it is done. */
export const tourLabel = (id: TourId, done: boolean) => `${done ? 'Replay' : 'Start'} ${tours[id].name}`;

export const tourMessages = {
  reset: 'All tours reset',
  resetFailed: 'Failed to reset tours',
} as const;

/**
 * The floating Tour menu: every tour (Start, or Replay once done) and 'Reset All Tours', which clears the
 * completed list and plays the dashboard tour again. On the four tour pages it is hidden; a button for the
 * page's own tour takes its place.
 */
export function TourMenu() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { isDone, startTour, reset, activeTour } = useOnboarding();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const page = tourPageOf(pathname);

  if (activeTour) return null;

  const fabSx = {
    position: 'fixed',
    right: POSITION.right,
    bottom: POSITION.bottom,
    zIndex: (theme: { zIndex: { speedDial: number } }) => theme.zIndex.speedDial,
    textTransform: 'none',
    fontWeight: 700,
    bgcolor: 'background.paper',
    border: '1px solid',
    borderColor: 'divider',
  } as const;

  if (page) {
    return (
      <Fab
        variant="extended"
        size="medium"
        onClick={() => startTour(page.tour)}
        sx={fabSx}
        aria-label={tourLabel(page.tour, isDone(page.tour))}
        data-testid="page-tour-button"
      >
        <ExploreOutlined sx={{ mr: 1, color: 'primary.main' }} />
        {/* One inline run: as separate items of the button's flex row, 'Start ' would lose its space. On a phone
            the tour's name is left out, so the button stays clear of the page. */}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {isDone(page.tour) ? 'Replay' : 'Start'}{' '}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {tours[page.tour].name.replace(/ Tour$/, '')}{' '}
          </Box>
          Tour
        </Box>
      </Fab>
    );
  }

  const start = (id: TourId) => {
    setAnchor(null);
    startTour(id);
  };
  const resetAll = async () => {
    setAnchor(null);
    try {
      await reset();
      notify(tourMessages.reset, { type: 'success' });
      navigate(`${pathname}?tour=dashboard-tour`);
    } catch {
      notify(tourMessages.resetFailed, { type: 'error' });
    }
  };

  return (
    <>
      <Fab
        variant="extended"
        size="medium"
        aria-label="Tours"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={fabSx}
      >
        <ExploreOutlined sx={{ mr: 1, color: 'primary.main' }} />
        Tours
      </Fab>
      <Menu
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: -1, borderRadius: '14px', minWidth: 260 } } }}
      >
        {TOUR_IDS.map((id) => (
          <MenuItem key={id} onClick={() => start(id)}>
            <ListItemIcon>
              <ExploreOutlined fontSize="small" />
            </ListItemIcon>
            {tourLabel(id, isDone(id))}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => void resetAll()}>
          <ListItemIcon>
            <RestartAltRounded fontSize="small" />
          </ListItemIcon>
          Reset All Tours
        </MenuItem>
      </Menu>
    </>
  );
}
