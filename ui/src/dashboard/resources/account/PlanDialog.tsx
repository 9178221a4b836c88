import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type SvgIcon from '@mui/material/SvgIcon';
import { type FormEvent, type ReactNode, useId } from 'react';
import { BusyButton } from './BusyButton';

/**
 * The page's modals: a title with an icon, the content, and Keep / confirm buttons. Escape and a click outside
 * close it, except while its action runs. The content is a form, so Enter confirms.
 */
export function PlanDialog({
  open,
  title,
  icon: Icon,
  tone = 'primary',
  children,
  cancelLabel = 'Cancel',
  confirmLabel,
  confirmDisabled,
  busy,
  onClose,
  onConfirm,
  testId,
}: {
  open: boolean;
  title: string;
  icon: typeof SvgIcon;
  tone?: 'primary' | 'error';
  children: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  confirmDisabled?: boolean;
  busy: boolean;
  onClose(): void;
  onConfirm(): void;
  testId?: string;
}) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !confirmDisabled) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid={testId}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true, sx: { borderRadius: '18px', m: 2, width: 'calc(100% - 32px)' } } as object }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
        <Box
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: '12px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: tone === 'error' ? 'tint.danger' : 'tint.primary',
            color: tone === 'error' ? 'error.main' : 'primary.main',
          }}
        >
          <Icon />
        </Box>
        {title}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>{children}</DialogContent>
      <DialogActions
        sx={{
          px: 3,
          pb: 2.5,
          gap: 1,
          // On a phone the buttons stack full width, the confirming one on top, under the thumb.
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
        }}
      >
        <Button onClick={onClose} disabled={busy} color="inherit">
          {cancelLabel}
        </Button>
        <BusyButton type="submit" variant="contained" color={tone} busy={busy} disabled={confirmDisabled}>
          {confirmLabel}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
