import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { TEMPLATE_LIMITS, type TemplateRow } from '@shared/campaigns/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormNameField } from '../../components/FormNameField';
import { BusyButton } from '../account/BusyButton';
import { DialogIcon, dialogActionsSx, dialogPaperSx } from '../accounts/dialog-parts';
import { TemplatePreview } from './TemplatePreview';
import { TemplateVariations } from './TemplateVariations';
import { useDeleteTemplate } from './templates-api';
import { useTemplateForm } from './useTemplateForm';

/**
 * The message template modal: a name and several message variations (one is picked per lead, so DMs differ),
 * '[First Name]' and the variables inserted at the cursor, a live preview against a real lead, warnings for
 * variations X may see as the same message and for messages over its 10,000-character limit; create, edit
 * and delete.
 */
export function TemplateModal({
  open,
  template,
  previewSourceIds,
  onClose,
  onSaved,
  onDeleted,
  createLabel = 'Create Template',
}: {
  open: boolean;
  /** The template edited; null to create one. */
  template: TemplateRow | null;
  /** Sources whose leads the preview prefers (the campaign's). */
  previewSourceIds?: readonly string[];
  onClose(): void;
  onSaved?(template: TemplateRow): void;
  onDeleted?(id: string): void;
  /** The create button's label, when saving does more than create (the wizard moves on, say). */
  createLabel?: string;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useTemplateForm({
    open,
    template,
    onSaved: (saved) => {
      onSaved?.(saved);
      onClose();
    },
  });
  const remove = useDeleteTemplate();
  const busy = form.saving || remove.isPending;

  const deleteTemplate = () => {
    if (!template) return;
    remove.mutate(template.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        onDeleted?.(template.id);
        onClose();
      },
      onError: () => setConfirmDelete(false),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
      slotProps={{ paper: { sx: phone ? {} : dialogPaperSx } }}
    >
      <Box component="form" onSubmit={(event) => form.submit(event, busy)} noValidate sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1, pr: 7, fontSize: { xs: 18, sm: 20 } }}>
          <DialogIcon icon={ForumOutlined} />
          {template ? 'Edit Message Template' : 'Create Message Template'}
        </DialogTitle>
        <IconButton aria-label="Close" onClick={onClose} disabled={busy} sx={{ position: 'absolute', right: 12, top: 14 }}>
          <CloseRounded />
        </IconButton>
        <DialogContent
          dividers
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' }, gap: { xs: 2.5, md: 3 }, alignItems: 'start' }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
            <FormNameField
              control={form.control}
              name="name"
              label="Template name"
              error={form.nameError}
              onEdit={form.clearNameError}
              maxLength={TEMPLATE_LIMITS.maxNameLength}
              autoFocus={!phone}
            />

            <TemplateVariations form={form} />
          </Box>

          <Box sx={{ position: { md: 'sticky' }, top: 0, minWidth: 0 }}>
            <TemplatePreview messages={form.messages} preferredSourceIds={previewSourceIds} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ ...dialogActionsSx, pt: 2 }}>
          {template && (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
              sx={{ mr: { sm: 'auto' } }}
            >
              Delete template
            </Button>
          )}
          <Button onClick={onClose} disabled={busy} color="inherit">
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" busy={form.saving}>
            {form.saving ? 'Saving...' : template ? 'Update Template' : createLabel}
          </BusyButton>
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete template?"
        icon={DeleteOutline}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={deleteTemplate}
      >
        The template "{template?.name}" and its {template?.messages.length ?? 0} messages will be deleted.
      </ConfirmDialog>
    </Dialog>
  );
}
