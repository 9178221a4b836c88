import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

/** The page's modals: an icon in a tinted tile before the title. */
export function DialogIcon({ icon: Icon, tone = 'primary' }: { icon: typeof SvgIcon; tone?: 'primary' | 'warning' }) {
  return (
    <Box
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: '12px',
        display: 'grid',
        placeItems: 'center',
        bgcolor: tone === 'warning' ? 'soon.background' : 'tint.primary',
        color: tone === 'warning' ? 'soon.text' : 'primary.main',
      }}
    >
      <Icon />
    </Box>
  );
}

/** The modals' buttons: in a row on wider screens, stacked full width on a phone with the main one on top. */
export const dialogActionsSx = {
  px: 3,
  pb: 2.5,
  gap: 1,
  flexDirection: { xs: 'column-reverse', sm: 'row' },
  alignItems: { xs: 'stretch', sm: 'center' },
  '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
} as const;

/** The modals' paper: rounded, with a margin to the screen's edges. */
export const dialogPaperSx = { borderRadius: '18px', m: 2, width: 'calc(100% - 32px)' } as const;

/** An account's modal title: the icon, the title over the account's handle, and a close button (off while `busy`). */
export function AccountDialogTitle({
  id,
  icon,
  title,
  handle,
  onClose,
  busy,
}: {
  id: string;
  icon: typeof SvgIcon;
  title: string;
  handle: string;
  onClose: () => void;
  busy: boolean;
}) {
  return (
    <DialogTitle id={id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1, pr: 1.5, fontSize: { xs: 18, sm: 20 } }}>
      <DialogIcon icon={icon} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {title}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {handle}
        </Typography>
      </Box>
      <IconButton aria-label="Close" onClick={onClose} disabled={busy}>
        <CloseRounded />
      </IconButton>
    </DialogTitle>
  );
}
