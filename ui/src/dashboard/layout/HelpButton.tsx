import Close from '@mui/icons-material/Close';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { siteConfig } from '../../shared/site-config';
import { helpFor } from './help-content';

/** Where the floating button sits: its offset from the corner and its size, per breakpoint. */
const OFFSET = { xs: 16, md: 28 };
const SIZE = { xs: 46, md: 52 };

/**
 * The space a page keeps free below its content (and the scroll padding that keeps focused or scrolled-to
 * controls out from under the button): the button's height, its offset, and a margin.
 */
export const HELP_BUTTON_CLEARANCE = {
  xs: `${OFFSET.xs + SIZE.xs + 24}px`,
  md: `${OFFSET.md + SIZE.md + 24}px`,
};

/** The floating help button of every dashboard page, with tips for the page in view. */
export function HelpButton() {
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const help = helpFor(pathname);
  const open = Boolean(anchor);

  return (
    <>
      <Fab
        color="primary"
        aria-label="Help"
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(open ? null : event.currentTarget)}
        sx={{
          position: 'fixed',
          right: OFFSET,
          bottom: OFFSET,
          zIndex: (theme) => theme.zIndex.speedDial,
          width: SIZE,
          height: SIZE,
          boxShadow: (theme) => theme.tokens.shadows.fab,
        }}
      >
        <HelpOutlineRounded />
      </Fab>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
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
              overflow: 'hidden',
            },
          },
        }}
      >
        <Box
          sx={{
            px: 2.5,
            pt: 2,
            pb: 1.75,
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1.5,
            background: (theme) => theme.tokens.gradients.brand,
            color: 'primary.contrastText',
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography sx={{ fontSize: 12, fontWeight: 700, opacity: 0.8, letterSpacing: '0.08em' }}>
              HELP
            </Typography>
            <Typography sx={{ fontSize: 17, fontWeight: 700 }}>{help.title}</Typography>
          </Box>
          <IconButton aria-label="Close help" size="small" onClick={() => setAnchor(null)} sx={{ color: 'primary.contrastText', mr: -1 }}>
            <Close fontSize="small" />
          </IconButton>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2.5, py: 2, display: 'grid', gap: 1.25 }}>
          {help.tips.map((tip) => (
            <Box component="li" key={tip} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
              <LightbulbOutlined sx={{ fontSize: 18, color: 'tint.tip', mt: '2px' }} />
              <Typography variant="body2" sx={{ color: 'text.primary', lineHeight: 1.5 }}>
                {tip}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ px: 2.5, py: 1.75, bgcolor: 'surface.muted', borderTop: '1px solid', borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
            <MailOutline sx={{ fontSize: 18, color: 'primary.main', mt: '2px' }} />
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              Need a hand? Email{' '}
              <Link href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</Link>. Email support comes
              with every plan and we typically reply within 24 hours; Pro plans get priority support.
            </Typography>
          </Box>
        </Box>
      </Popover>
    </>
  );
}
