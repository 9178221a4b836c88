import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';
import { TOUR_IDS, type TourId } from '@shared/onboarding/contract';
import { tourPageOf } from '@shared/onboarding/tour-choice';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOnboarding } from './OnboardingProvider';
import { tours } from './tours';

/** 'Start Dashboard Tour', or 'Replay Dashboard Tour' once it is done. */
export const tourLabel = (id: TourId, done: boolean) => `${done ? 'Replay' : 'Start'} ${tours[id].name}`;

export const tourMessages = {
  reset: 'All tours reset',
  resetFailed: 'Failed to reset tours',
} as const;

/**
 * The specification's Tour menu, inside the help popup: every tour (Start, or Replay once done) and 'Reset All
 * Tours', which clears the completed list and plays the dashboard tour again. On the four tour pages the menu
 * is hidden and the page's own tour takes its place. `onChosen` closes the popup.
 */
export function ToursSection({ onChosen }: { onChosen(): void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { isDone, startTour, reset } = useOnboarding();
  const page = tourPageOf(pathname);

  const start = (id: TourId) => {
    onChosen();
    startTour(id);
  };
  const resetAll = async () => {
    onChosen();
    try {
      await reset();
      notify(tourMessages.reset, { type: 'success' });
      navigate(`${pathname}?tour=dashboard-tour`);
    } catch {
      notify(tourMessages.resetFailed, { type: 'error' });
    }
  };

  return (
    <Box component="section" aria-labelledby="help-tours-title" sx={{ borderTop: '1px solid', borderColor: 'divider', px: 1, pt: 1.25, pb: 0.75 }}>
      <Typography id="help-tours-title" sx={{ px: 1.5, fontSize: 12, fontWeight: 700, letterSpacing: '0.08em', color: 'text.secondary' }}>
        GUIDED TOURS
      </Typography>
      <MenuList aria-labelledby="help-tours-title" dense sx={{ py: 0.5 }}>
        {page ? (
          <MenuItem onClick={() => start(page.tour)} data-testid="page-tour-button" sx={{ borderRadius: '10px' }}>
            <ListItemIcon>
              <ExploreOutlined fontSize="small" color="primary" />
            </ListItemIcon>
            {tourLabel(page.tour, isDone(page.tour))}
          </MenuItem>
        ) : (
          [
            ...TOUR_IDS.map((id) => (
              <MenuItem key={id} onClick={() => start(id)} sx={{ borderRadius: '10px' }}>
                <ListItemIcon>
                  <ExploreOutlined fontSize="small" color="primary" />
                </ListItemIcon>
                {tourLabel(id, isDone(id))}
              </MenuItem>
            )),
            <Divider key="divider" />,
            <MenuItem key="reset" onClick={() => void resetAll()} sx={{ borderRadius: '10px' }}>
              <ListItemIcon>
                <RestartAltRounded fontSize="small" />
              </ListItemIcon>
              Reset All Tours
            </MenuItem>,
          ]
        )}
      </MenuList>
    </Box>
  );
}
